import { requestInvoiceDownload } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { INVOICE_LINK_TTL_MS, invoiceLinkPath, invoiceLinkSecret } from '../../http/invoices/invoice-link';
import { LanguageEnum } from '../catalog/enums';
import { callerOf } from '../auth/caller';

interface InvoiceDownload {
  url: string;
  fileName: string;
  expiresAt: Date;
}

const InvoiceDownloadRef = builder.objectRef<InvoiceDownload>('InvoiceDownload').implement({
  fields: (t) => ({
    url: t.exposeString('url', {
      description: 'Site-relative GET link to the PDF; works without a session until expiresAt',
    }),
    fileName: t.exposeString('fileName'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const DownloadInvoiceInput = builder.inputType('DownloadInvoiceInput', {
  fields: (t) => ({
    transactionId: t.id(),
    language: t.field({ type: LanguageEnum, description: "The PDF's language; the request's language when left out" }),
  }),
});

builder.queryField('downloadInvoice', (t) =>
  t.field({
    type: envelopeOf('InvoiceDownloadResponse', InvoiceDownloadRef),
    description: 'A short-lived link to the invoice PDF in Arabic or English, for the learner who paid',
    args: { input: t.arg({ type: DownloadInvoiceInput }) },
    resolve: (_r, args, ctx) =>
      respond(ctx, async () => {
        const grant = await requestInvoiceDownload(ctx.deps, callerOf(ctx), args.input);
        const expiresAt = ctx.deps.now().getTime() + INVOICE_LINK_TTL_MS;
        const url = invoiceLinkPath(
          { invoiceId: grant.invoiceId, ownerId: grant.ownerId, locale: grant.locale, expiresAt },
          invoiceLinkSecret(),
        );
        return { url, fileName: grant.fileName, expiresAt: new Date(expiresAt) };
      }),
  }),
);
