import { authenticateSession, downloadCreditNote, downloadInvoice, isAppError, type DomainDeps } from '@manara/domain';
import { isLocale, translate, type Locale } from '@manara/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestLocale, requestToken } from '../../context';
import { invoiceLinkSecret, readCreditNoteLink, readInvoiceLink } from './invoice-link';

interface InvoicePdfRequest {
  Params: { id: string };
  Querystring: { lang?: string; token?: string };
}

/** A refusal with its translated message, never cached. */
export function refuse(reply: FastifyReply, status: number, code: string, locale: Locale) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code, message: translate(locale, `errors.${code}`) });
}

/**
 * GET /invoices/:id.pdf?lang=ar|en&token=… — the invoice PDF for its owner, proven either by a
 * link token from `downloadInvoice` or by the session (cookie or bearer). Anyone else gets the
 * same 404 as for a missing invoice. GET /invoices/credit-notes/:id.pdf does the same for a
 * credit note with a `downloadCreditNote` token.
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: DomainDeps, linkSecret: string | undefined): void {
  const secret = invoiceLinkSecret(linkSecret);
  const documents = [
    {
      path: '/invoices/:id.pdf',
      read: (token: string | undefined) => {
        const grant = readInvoiceLink(token, secret, deps.now());
        return grant && { id: grant.invoiceId, ownerId: grant.ownerId, locale: grant.locale };
      },
      download: downloadInvoice,
    },
    {
      // Credit notes (decision 0044), under the prefix the web already forwards.
      path: '/invoices/credit-notes/:id.pdf',
      read: (token: string | undefined) => {
        const grant = readCreditNoteLink(token, secret, deps.now());
        return grant && { id: grant.creditNoteId, ownerId: grant.ownerId, locale: grant.locale };
      },
      download: downloadCreditNote,
    },
  ];
  for (const document of documents) {
    app.get<InvoicePdfRequest>(document.path, async (request, reply) => {
      const fallbackLocale = isLocale(request.query.lang) ? request.query.lang : requestLocale(request);
      const grant = document.read(request.query.token);
      let ownerId: string | null = null;
      let locale = fallbackLocale;
      if (grant && grant.id === request.params.id.toLowerCase()) {
        ownerId = grant.ownerId;
        locale = grant.locale;
      } else {
        const session = requestToken(request);
        ownerId = session ? ((await authenticateSession(deps, session))?.userId ?? null) : null;
      }
      if (!ownerId) return refuse(reply, 401, 'UNAUTHENTICATED', fallbackLocale);

      try {
        const { fileName, pdf } = await document.download(deps, ownerId, request.params.id, locale);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      } catch (error) {
        if (isAppError(error) && error.code === 'NOT_FOUND') return refuse(reply, 404, 'NOT_FOUND', locale);
        request.log.error({ err: error, documentId: request.params.id }, 'invoice or credit note pdf failed');
        return refuse(reply, 503, 'SERVICE_UNAVAILABLE', locale);
      }
    });
  }
}
