import { z } from 'zod';
import { optional, uuidField } from '../catalog/index';
import { plainTextField } from '../validation/index';

export const faqAudienceField = z.enum(['USER', 'LECTURER']);
const versionField = z.number({ message: 'invalid' }).int().min(1);

/** A question's words in both languages and whether visitors see it (decision 0067); the whole set each time. */
const faqFieldsShape = {
  arQuestion: plainTextField(300),
  enQuestion: plainTextField(300),
  arAnswer: plainTextField(3000, { multiline: true }),
  enAnswer: plainTextField(3000, { multiline: true }),
  isShown: optional(z.boolean()).transform((v) => v ?? true),
};

export const createFaqSchema = z.object({ audience: faqAudienceField, ...faqFieldsShape });
export const updateFaqSchema = z.object({ faqId: uuidField, version: versionField, ...faqFieldsShape });
export const deleteFaqSchema = z.object({ faqId: uuidField, version: versionField });
export const studioFaqsSchema = z.object({ audience: faqAudienceField });
/** A whole new order of one audience's questions: every one of them, each once. */
export const reorderFaqsSchema = z.object({
  audience: faqAudienceField,
  faqIds: z.array(uuidField).min(1).max(500),
});
