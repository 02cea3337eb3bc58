import type { FastifyInstance } from 'fastify';
import { registerInputGuard } from './input-guard';
import { registerTrustedDocuments, trustedDocumentsFromEnv } from './trusted-documents';

export { registerSecurityHeaders } from './security-headers';

/** The GraphQL input guard and, with TRUSTED_DOCUMENTS=1, the web-documents allow-list; call after Mercurius. */
export function registerGraphqlGuards(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env) {
  const trusted = trustedDocumentsFromEnv(env);
  if (trusted) registerTrustedDocuments(app, trusted);
  registerInputGuard(app);
}
