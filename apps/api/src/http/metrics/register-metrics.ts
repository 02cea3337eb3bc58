import { countDueJobs, type Database } from '@manara/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricsAllowed } from './metrics-access';

/**
 * Prometheus metrics at /metrics (docs/deploy.md): HTTP requests by route and status with their
 * durations, GraphQL operations by name, the due-job queue depth and Node's process metrics.
 * One registry per server, so several servers in one process (tests) never share counters.
 */
export function registerMetrics(app: FastifyInstance, database: Database, token: string | undefined): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'manara_' });
  const requests = new Counter({
    name: 'manara_http_requests_total',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'manara_http_request_duration_seconds',
    help: 'HTTP request duration by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const operations = new Counter({
    name: 'manara_graphql_operations_total',
    help: 'GraphQL operations by operation name',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'manara_jobs_due',
    help: 'Background jobs due and not finished',
    registers: [registry],
    async collect() {
      try {
        this.set(await countDueJobs(database.db, new Date()));
      } catch {
        // The database is down: /readyz says so; the gauge keeps its last value.
      }
    },
  });

  // Route patterns, not raw URLs, keep the label set bounded. Callback-style hooks: an async hook
  // costs a promise per request, measurable on the GraphQL layer benchmark.
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    if (routeOf(request) === '/graphql') countOperation(request);
    done();
  });
  const countOperation = (request: FastifyRequest) => {
    const body = request.body as { operationName?: unknown; query?: unknown } | undefined;
    const named = typeof body?.operationName === 'string' ? body.operationName : undefined;
    const fromQuery =
      typeof body?.query === 'string'
        ? /^\s*(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/.exec(body.query)?.[1]
        : undefined;
    // Client-chosen names: cap their length and fold unnamed ones together.
    operations.inc({ operation: (named ?? fromQuery ?? 'anonymous').slice(0, 64) });
  };

  app.get('/metrics', async (request, reply) => {
    if (!metricsAllowed(request, token)) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
  return registry;
}
