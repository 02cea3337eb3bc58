import { requestCreditNoteDownload, requestInvoiceDownload, type InvoiceDownload } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { LanguageEnum } from '../catalog/enums';
import { callerOf } from '../auth/caller';

export const InvoiceDownloadRef = builder.objectRef<InvoiceDownload>('InvoiceDownload').implement({
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
    resolve: (_r, args, ctx) => respond(ctx, () => requestInvoiceDownload(ctx.deps, callerOf(ctx), args.input)),
  }),
);

const DownloadCreditNoteInput = builder.inputType('DownloadCreditNoteInput', {
  fields: (t) => ({
    creditNoteId: t.id(),
    language: t.field({ type: LanguageEnum, description: "The PDF's language; the request's language when left out" }),
  }),
});

builder.queryField('downloadCreditNote', (t) =>
  t.field({
    type: envelopeOf('CreditNoteDownloadResponse', InvoiceDownloadRef),
    description: 'A short-lived link to a credit note PDF in Arabic or English, for the learner it was issued to',
    args: { input: t.arg({ type: DownloadCreditNoteInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => requestCreditNoteDownload(ctx.deps, callerOf(ctx), args.input)),
  }),
);
