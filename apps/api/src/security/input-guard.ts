import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';

/** PostgreSQL text cannot hold U+0000; such input would fail deep in a query instead of at the door. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.values(value).some((v) => hasNul(v, depth + 1));
}

const NUL_ESCAPE = /\\u(0000|\{0+\})/i;

export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000)';

/** Refuses GraphQL requests whose document or variables carry a NUL character, as a validation error. */
export function registerInputGuard(app: FastifyInstance) {
  app.graphql.addHook('preParsing', async (_schema, source) => {
    // Raw, or written as a GraphQL escape in a string literal (\u0000, \u{0}).
    if (source.includes('\u0000') || NUL_ESCAPE.test(source)) throw new mercurius.ErrorWithProps(NUL_MESSAGE, {}, 400);
  });
  app.graphql.addHook('preExecution', async (_schema, _document, _context, variables) => {
    if (hasNul(variables)) throw new mercurius.ErrorWithProps(NUL_MESSAGE, {}, 400);
  });
}
