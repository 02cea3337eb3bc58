import { z } from 'zod';
import { optional } from '../catalog/index';
import { phoneField } from '../identity/index';
import { emailField, plainTextField } from '../validation/index';

/** `sendContactMessage` input: every field checked on its own so the form can mark each one. */
export const contactMessageInputSchema = z.object({
  name: plainTextField(100),
  email: emailField,
  phone: optional(phoneField),
  subject: plainTextField(150),
  message: plainTextField(5000, { min: 10, multiline: true }),
});
export type ContactMessageInput = z.output<typeof contactMessageInputSchema>;
