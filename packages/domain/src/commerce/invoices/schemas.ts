import { z } from 'zod';
import { uuidField } from '../../catalog/index';

/** `downloadInvoice` input: whose invoice (by transaction, as the invoice page knows it) and in which language. */
export const downloadInvoiceInputSchema = z.object({
  transactionId: uuidField,
  /** The language enum (docs/product/api.md); the request's language when left out. */
  language: z.enum(['AR', 'EN']).optional(),
});

/** `downloadCreditNote` input: which of the learner's credit notes, and in which language. */
export const downloadCreditNoteInputSchema = z.object({
  creditNoteId: uuidField,
  language: z.enum(['AR', 'EN']).optional(),
});
