import path from 'node:path';
import cookie from '@fastify/cookie';
import { isDatabaseUnavailable, type Database } from '@manara/db';
import type { DomainDeps } from '@manara/domain';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { isSandboxGateway } from './adapters/payments/sandbox-gateway';
import { registerSandboxCheckout } from './adapters/payments/sandbox-checkout-routes';
import type { ApiConfig } from './config';
import { buildContext } from './context';
import { registerDevKioskLapse } from './http/dev-kiosk-lapse';
import { registerDevOutbox } from './http/dev-outbox';
import { registerWhatsAppWebhook } from './http/whatsapp/whatsapp-webhook-route';
import { registerHealthRoutes } from './http/health';
import { registerMetrics } from './http/metrics/register-metrics';
import { registerVideoRoutes } from './adapters/video/video-routes';
import { registerCertificateRoutes } from './http/certificates/certificate-routes';
import { registerInvoiceRoutes } from './http/invoices/invoice-pdf-route';
import { registerEarningsStatementRoute } from './http/invoices/earnings-statement-route';
import { registerLecturerCvRoute } from './http/invoices/lecturer-cv-route';
import { registerMediaRoutes } from './http/media/media-routes';
import { registerUnsubscribeRoute } from './http/unsubscribe/unsubscribe-route';
import { registerPaymentRoutes } from './http/payments/index';
import { registerUploadRoutes } from './adapters/storage/upload-routes';
import { registerTusRoutes } from './adapters/resumable-uploads/tus-routes';
import { registerBunnyWebhook } from './adapters/resumable-uploads/bunny-webhook-route';
import { registerCacheEventsRoute } from './adapters/content-events/cache-events-route';
import { createErrorFormatter } from './http/graphql-errors/format-graphql-errors';
import { registerIdempotency } from './http/idempotency/register-idempotency';
import { registerPublicAnswerCache } from './http/public-answers/register-public-answer-cache';
import { fieldCountRule, MAX_QUERY_DEPTH, noIntrospectionRule, queryCostRule } from './http/query-limits';
import { buildSchema } from './schema';
import { registerForwardedClient, resolveProxySecret } from './security/forwarded-client';
import { registerGraphqlGuards, registerSecurityHeaders } from './security/register-security';

/** Requests slower than this are logged (warn); the rest only count in /metrics. */
const SLOW_REQUEST_MS = 1000;

export interface ServerOptions {
  config: ApiConfig;
  database: Database;
  deps: DomainDeps;
  logger?: boolean | object;
  /** Read for TRUSTED_DOCUMENTS (tests pass their own); the process environment by default. */
  env?: NodeJS.ProcessEnv;
}

export async function buildServer({
  config,
  database,
  deps,
  logger = false,
  env = process.env,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // No proxy is trusted by address: only our web server, proving itself with the proxy secret,
    // may name the client (security/forwarded-client.ts, decision 0030).
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    // Never echo internals: unknown failures become a bare 500 without a stack.
    return503OnClosing: true,
    // Two access-log lines per request cost more than a small query (decision 0025): /metrics
    // counts requests and durations, failures are logged below and slow requests by the hook.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.elapsedTime >= SLOW_REQUEST_MS) {
      request.log.warn(
        {
          method: request.method,
          route: request.routeOptions.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'slow request',
      );
    }
    done();
  });
  // Set before any route: a route takes the error handler in force when its plugin context loads,
  // and an awaited registration loads the routes declared before it.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A lost database is temporary: 503 tells callers (the payment provider's webhook among them) to retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(status).send({
      code: status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST',
      message: status >= 500 ? 'Internal error' : error.message,
    });
  });
  registerForwardedClient(app, resolveProxySecret(config.internalProxySecret, config.dataDir));
  await app.register(cookie);
  registerSecurityHeaders(app, config);
  const schema = buildSchema();
  await app.register(mercurius, {
    schema,
    path: '/graphql',
    graphiql: config.devTools,
    queryDepth: MAX_QUERY_DEPTH,
    validationRules: config.devTools
      ? [fieldCountRule, queryCostRule]
      : [fieldCountRule, queryCostRule, noIntrospectionRule],
    // "Did you mean …" would spell out the schema that introspection hides.
    // (graphql-js 16.10+ takes the option; Mercurius' types predate it.)
    graphql: { validateOptions: { hideSuggestions: config.production } as { maxErrors?: number } },
    jit: 1,
    context: (request, reply) => buildContext(deps, config, request, reply),
    errorFormatter: createErrorFormatter(schema, { hideSuggestions: config.production }),
  });
  registerGraphqlGuards(app, env);
  registerIdempotency(app, database.db);
  registerPublicAnswerCache(app, deps, config.publicAnswerTtlMs);
  registerHealthRoutes(app, database);
  registerMetrics(app, database, env.METRICS_TOKEN || undefined);
  registerMediaRoutes(app, {
    uploadsDir: config.uploadsDir,
    imageCacheDir: path.join(config.dataDir, 'cache', 'img'),
    imageCacheMaxBytes: config.imageCacheMaxBytes,
    storage: deps.storage,
  });
  registerInvoiceRoutes(app, deps, config.invoiceLinkSecret);
  registerEarningsStatementRoute(app, deps, config.invoiceLinkSecret);
  registerLecturerCvRoute(app, deps, config.invoiceLinkSecret);
  registerVideoRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  await registerTusRoutes(app, deps);
  await registerBunnyWebhook(app, deps);
  registerCertificateRoutes(app, deps);
  await registerCacheEventsRoute(app, database);
  registerPaymentRoutes(app, deps);
  await registerUnsubscribeRoute(app, deps);
  await registerWhatsAppWebhook(app, deps);
  // The PDF renderer's browser lives as long as the server.
  app.addHook('onClose', async () => deps.pdf.close?.());
  if (config.devTools) {
    registerDevOutbox(app, deps.db);
    registerDevKioskLapse(app, deps.db);
  }
  if (isSandboxGateway(deps.payments)) registerSandboxCheckout(app, deps.payments);
  return app;
}
