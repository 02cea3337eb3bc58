import { downloadStatement, isAppError, type DomainDeps } from '@manara/domain';
import { isLocale } from '@manara/i18n';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../context';
import { invoiceLinkSecret, readEarningsStatementLink } from './invoice-link';
import { refuse } from './invoice-pdf-route';

interface StatementRequest {
  Params: { lecturerId: string; file: string };
  Querystring: { lang?: string; token?: string };
}

/**
 * GET /invoices/earnings/:lecturerId/:month.(csv|pdf)?lang=ar|en&token=… — a lecturer's monthly
 * earnings statement (decision 0060) with a `downloadEarningsStatement` token whose lecturer, month
 * and format match the path. The domain checks the token's viewer again (an administrator, or that
 * lecturer); anyone else gets 404 as for a missing statement.
 */
export function registerEarningsStatementRoute(
  app: FastifyInstance,
  deps: DomainDeps,
  linkSecret: string | undefined,
): void {
  const secret = invoiceLinkSecret(linkSecret);
  app.get<StatementRequest>('/invoices/earnings/:lecturerId/:file', async (request, reply) => {
    const fallbackLocale = isLocale(request.query.lang) ? request.query.lang : requestLocale(request);
    const grant = readEarningsStatementLink(request.query.token, secret, deps.now());
    const file = /^(\d{4}-\d{2})\.(csv|pdf)$/.exec(request.params.file);
    if (
      !grant ||
      !file ||
      grant.lecturerId !== request.params.lecturerId.toLowerCase() ||
      grant.month !== file[1] ||
      grant.format !== file[2]
    )
      return refuse(reply, 401, 'UNAUTHENTICATED', fallbackLocale);
    try {
      const { fileName, contentType, body } = await downloadStatement(deps, grant.viewerId, grant);
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    } catch (error) {
      if (isAppError(error) && ['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED'].includes(error.code))
        return refuse(reply, 404, 'NOT_FOUND', grant.locale);
      request.log.error({ err: error }, 'earnings statement failed');
      return refuse(reply, 503, 'SERVICE_UNAVAILABLE', grant.locale);
    }
  });
}
