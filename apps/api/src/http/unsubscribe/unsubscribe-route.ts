import { unsubscribeByLink, type DomainDeps } from '@manara/domain';
import type { FastifyInstance } from 'fastify';

/**
 * RFC 8058 one-click unsubscribe (decision 0058): a POST with the signed token switches that
 * event's mail off at once, with no session and no confirmation, and answers 200. Only POST
 * changes anything, so a mail scanner that follows the link (a GET) never unsubscribes anyone.
 */
export async function registerUnsubscribeRoute(app: FastifyInstance, deps: DomainDeps): Promise<void> {
  await app.register(async (scope) => {
    // The body (List-Unsubscribe=One-Click) is form-encoded; it carries nothing we need.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Querystring: { token?: string } }>('/mail/unsubscribe', async (request, reply) => {
      const grant = await unsubscribeByLink(deps, request.query.token);
      if (!grant) return reply.code(400).send({ unsubscribed: false });
      return reply.code(200).send({ unsubscribed: true, event: grant.event });
    });
  });
}
