import { z } from 'zod';
import { optional, paginateSchema, uuidField } from '../catalog/index';
import { isPushServiceEndpoint } from './is-push-service-endpoint';
import { codeField } from '../validation/index';
import { EMAIL_EVENTS } from './email-events';
import { WHATSAPP_EVENTS } from './whatsapp-events';

export const mySiteNotificationsSchema = z.object({ paginate: paginateSchema });

/** `markNotificationsSeen(input)`: the ids shown, or none for "all of mine". */
export const markNotificationsSeenSchema = z.object({
  ids: optional(z.array(uuidField).max(100, { message: 'invalid' })),
});

const base64url = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(512, { message: 'invalid' })
  .regex(/^[A-Za-z0-9_-]+=*$/, { message: 'invalid' });

/** A browser's `PushSubscription.toJSON()`: an https endpoint and its two keys. */
export const savePushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .trim()
    .max(2048, { message: 'invalid' })
    // Only real push services: anything else would let a client aim our server elsewhere (decision 0032).
    .refine(isPushServiceEndpoint, { message: 'pushService' }),
  p256dh: base64url,
  auth: base64url,
});

export const deletePushSubscriptionSchema = z.object({
  endpoint: z.string().trim().min(1, { message: 'required' }).max(2048, { message: 'invalid' }),
});

/** One optional on/off per event: those left out stay as they are. */
const switchesOf = <E extends string>(events: readonly E[]) =>
  z.object(
    Object.fromEntries(events.map((event) => [event, z.boolean().optional()])) as Record<
      E,
      z.ZodOptional<z.ZodBoolean>
    >,
  );

/** `updateEmailPreferences(input)`: the e-mail switches to change (decision 0058). */
export const updateEmailPreferencesSchema = switchesOf(EMAIL_EVENTS);

/** `updateWhatsAppPreferences(input)`: the WhatsApp switches to change (decision 0068). */
export const updateWhatsAppPreferencesSchema = switchesOf(WHATSAPP_EVENTS);

/** `verifyPhone(input)`: the code that came on WhatsApp; Arabic-Indic digits are accepted. */
export const verifyPhoneSchema = z.object({ code: codeField });
