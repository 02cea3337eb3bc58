import { isAppError, openLecturerCv, type DomainDeps } from '@manara/domain';
import { translate } from '@manara/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestLocale } from '../../context';
import { invoiceLinkSecret, readLecturerCvLink } from './invoice-link';

interface LecturerCvRequest {
  Params: { id: string };
  Querystring: { token?: string };
}

/**
 * GET /invoices/lecturer-cvs/:id?token=… — a lecturer application's CV, only with a link
 * `lecturerApplicationCvLink` signed for an administrator and not yet expired (decision 0051).
 * No session opens it; an expired, forged or foreign token gets 404 like an unknown id.
 */
export function registerLecturerCvRoute(app: FastifyInstance, deps: DomainDeps, linkSecret: string | undefined): void {
  const secret = invoiceLinkSecret(linkSecret);
  app.get<LecturerCvRequest>('/invoices/lecturer-cvs/:id', async (request, reply) => {
    const locale = requestLocale(request);
    const notFound = (res: FastifyReply) =>
      res
        .code(404)
        .header('cache-control', 'no-store')
        .send({ code: 'NOT_FOUND', message: translate(locale, 'errors.NOT_FOUND') });
    const grant = readLecturerCvLink(request.query.token, secret, deps.now());
    if (!grant || grant.applicationId !== request.params.id.toLowerCase()) return notFound(reply);
    try {
      const cv = await openLecturerCv(deps, grant.adminId, grant.applicationId);
      return reply
        .header('content-type', cv.contentType)
        .header('content-length', cv.object.size)
        .header('content-disposition', `attachment; filename="${cv.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(cv.object.body);
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return notFound(reply);
      throw error;
    }
  });
}
