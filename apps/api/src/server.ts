import path from 'node:path';
import cookie from '@fastify/cookie';
import type { Database } from '@manara/db';
import type { DomainDeps } from '@manara/domain';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius from 'mercurius';
import { isSandboxGateway } from './adapters/payments/sandbox-gateway';
import { registerSandboxCheckout } from './adapters/payments/sandbox-checkout-routes';
import type { ApiConfig } from './config';
import { buildContext } from './context';
import { registerDevOutbox } from './http/dev-outbox';
import { registerHealthRoutes } from './http/health';
import { registerVideoRoutes } from './adapters/video/video-routes';
import { registerCertificateRoutes } from './http/certificates/certificate-routes';
import { registerInvoiceRoutes } from './http/invoices/invoice-pdf-route';
import { registerMediaRoutes } from './http/media/media-routes';
import { registerPaymentRoutes } from './http/payments/index';
import { registerUploadRoutes } from './http/uploads/upload-route';
import { fieldCountRule, MAX_QUERY_DEPTH } from './http/query-limits';
import { buildSchema } from './schema';

export interface ServerOptions {
  config: ApiConfig;
  database: Database;
  deps: DomainDeps;
  logger?: boolean | object;
}

export async function buildServer({ config, database, deps, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Only our own web proxy may name the client; a forged X-Forwarded-For from elsewhere is ignored.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Never echo internals: unknown failures become a bare 500 without a stack.
    return503OnClosing: true,
  });
  await app.register(cookie);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  await app.register(mercurius, {
    schema: buildSchema(),
    path: '/graphql',
    graphiql: config.devTools,
    queryDepth: MAX_QUERY_DEPTH,
    validationRules: config.devTools ? [fieldCountRule] : [fieldCountRule, NoSchemaIntrospectionCustomRule],
    jit: 1,
    context: (request, reply) => buildContext(deps, config, request, reply),
    errorFormatter: (execution, context) => {
      const formatted = mercurius.defaultErrorFormatter(execution, context);
      // Resolvers return envelopes; anything reaching here is a malformed request or a bug,
      // and the client gets messages only.
      const errors = (formatted.response.errors ?? []).map((e) => ({ message: e.message, locations: e.locations }));
      return { statusCode: formatted.statusCode, response: { data: formatted.response.data ?? null, errors } };
    },
  });
  registerHealthRoutes(app, database);
  registerMediaRoutes(app, { uploadsDir: config.uploadsDir, imageCacheDir: path.join(config.dataDir, 'cache', 'img') });
  registerInvoiceRoutes(app, deps);
  registerVideoRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  registerCertificateRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  // The PDF renderer's browser lives as long as the server.
  app.addHook('onClose', async () => deps.pdf.close?.());
  if (config.devTools) registerDevOutbox(app, deps.db);
  if (isSandboxGateway(deps.payments)) registerSandboxCheckout(app, deps.payments);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.code(status).send({ code: status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST', message: status >= 500 ? 'Internal error' : error.message });
  });
  return app;
}
