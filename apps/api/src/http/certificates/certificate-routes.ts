import { getOpenBadgeCredential, isAppError, renderCertificatePdf, type DomainDeps } from '@manara/domain';
import { isLocale, translate, type Locale } from '@manara/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../../context';

interface CertificateFileRequest {
  Params: { id: string };
  Querystring: { lang?: string; download?: string };
}

// Certificates are public (anyone may verify them), their facts never change once issued, and a
// revocation must show within minutes: a short shared cache.
const CACHE = 'public, max-age=300';

function refuse(reply: FastifyReply, status: number, code: string, locale: Locale) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code, message: translate(locale, `errors.${code}`) });
}

async function answer(request: FastifyRequest, reply: FastifyReply, locale: Locale, send: () => Promise<unknown>) {
  try {
    return await send();
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return refuse(reply, 404, 'NOT_FOUND', locale);
    request.log.error({ err: error }, 'certificate file failed');
    return refuse(reply, 503, 'SERVICE_UNAVAILABLE', locale);
  }
}

/**
 * Public certificate files (the web forwards /certificates/* here, decision 0007):
 * `GET /certificates/:id.pdf?lang=ar|en[&download=1]` — the PDF inline (preview) or as an
 * attachment; `GET /certificates/:id/open-badge.json` — the Open Badges 3.0 credential.
 * Pending, revoked and unknown certificates are 404.
 */
export function registerCertificateRoutes(app: FastifyInstance, deps: DomainDeps): void {
  app.get<CertificateFileRequest>('/certificates/:id.pdf', async (request, reply) => {
    const locale = isLocale(request.query.lang) ? request.query.lang : requestLocale(request);
    return answer(request, reply, locale, async () => {
      const { fileName, pdf } = await renderCertificatePdf(deps, request.params.id, locale);
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="${fileName}"`)
        .header('cache-control', CACHE)
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    });
  });

  app.get<CertificateFileRequest>('/certificates/:id/open-badge.json', async (request, reply) => {
    const locale = requestLocale(request);
    return answer(request, reply, locale, async () => {
      const { fileName, revoked, credential } = await getOpenBadgeCredential(deps, request.params.id);
      return reply
        .status(revoked ? 410 : 200)
        .header('content-type', 'application/ld+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', CACHE)
        .send(JSON.stringify(credential, null, 2));
    });
  });
}
