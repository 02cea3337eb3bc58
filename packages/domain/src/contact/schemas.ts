import { z } from 'zod';
import { optional } from '../catalog/index';
import { phoneField } from '../identity/index';
import { emailField } from '../validation/index';

/** `sendContactMessage` input: every field checked on its own so the form can mark each one. */
export const contactMessageInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: emailField,
  phone: optional(phoneField),
  subject: z.string().trim().min(1).max(150),
  message: z.string().trim().min(10).max(5000),
});
export type ContactMessageInput = z.output<typeof contactMessageInputSchema>;
