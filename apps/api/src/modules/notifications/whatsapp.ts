import {
  WHATSAPP_EVENTS,
  getMyWhatsAppSettings,
  requestPhoneVerification,
  updateWhatsAppPreferences,
  verifyPhone,
  type WhatsAppSettingsView,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';

// The WhatsApp channel (decision 0068): the viewer's phone proven by a code, then per-event switches.

type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];
const descriptions: Record<WhatsAppEvent, string> = {
  purchaseReceipt: 'A purchase completed',
  refund: 'Money given back on an order',
  liveSessionReminder: 'A live session starts within the hour',
  certificateIssued: 'A certificate was issued',
};

const WhatsAppEventsRef = builder.objectRef<WhatsAppSettingsView['events']>('WhatsAppEvents').implement({
  description: 'Which events also come on WhatsApp; all off until switched on',
  fields: (t) =>
    Object.fromEntries(
      WHATSAPP_EVENTS.map((event) => [event, t.exposeBoolean(event, { description: descriptions[event] })]),
    ) as Record<WhatsAppEvent, ReturnType<typeof t.exposeBoolean>>,
});

const WhatsAppSettingsRef = builder.objectRef<WhatsAppSettingsView>('WhatsAppSettings').implement({
  description: "The viewer's WhatsApp channel",
  fields: (t) => ({
    available: t.exposeBoolean('available', { description: 'False where the school has not configured WhatsApp' }),
    phone: t.exposeString('phone', { nullable: true, description: 'The saved phone, E.164' }),
    phoneVerified: t.exposeBoolean('phoneVerified', { description: 'Proven by a WhatsApp code' }),
    codeDelivery: t.exposeString('codeDelivery', {
      nullable: true,
      description: 'The last code to the saved phone: queued, sent, delivered, read, failed or notOnWhatsApp',
    }),
    events: t.field({ type: WhatsAppEventsRef, resolve: (settings) => settings.events }),
  }),
});

builder.queryField('myWhatsAppSettings', (t) =>
  t.field({
    type: envelopeOf('WhatsAppSettingsResponse', WhatsAppSettingsRef),
    description: "Signed-in only. The viewer's phone, whether it is verified, and their WhatsApp switches",
    resolve: (_r, _a, ctx) => respond(ctx, () => getMyWhatsAppSettings(ctx.deps, ctx.caller)),
  }),
);

const PhoneCodeSentRef = builder.objectRef<{ phone: string; expiresInMinutes: number }>('PhoneCodeSent').implement({
  description: 'Where the code went and how long it works',
  fields: (t) => ({
    phone: t.exposeString('phone'),
    expiresInMinutes: t.exposeInt('expiresInMinutes'),
  }),
});

builder.mutationField('requestPhoneVerification', (t) =>
  t.field({
    type: envelopeOf('RequestPhoneVerificationResponse', PhoneCodeSentRef),
    description: "Signed-in only. Sends a six-digit code to the viewer's saved phone on WhatsApp (3 per 15 minutes)",
    resolve: (_r, _a, ctx) => respond(ctx, () => requestPhoneVerification(ctx.deps, ctx.caller), 'CODE_SENT'),
  }),
);

const VerifyPhoneInput = builder.inputType('VerifyPhoneInput', {
  fields: (t) => ({ code: t.string({ required: true, description: 'Six digits; Arabic-Indic digits are accepted' }) }),
});

builder.mutationField('verifyPhone', (t) =>
  t.field({
    type: envelopeOf('VerifyPhoneResponse', WhatsAppSettingsRef),
    description: "Signed-in only. The WhatsApp code proves the viewer's saved phone",
    args: { input: t.arg({ type: VerifyPhoneInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => verifyPhone(ctx.deps, ctx.caller, args.input), 'PHONE_VERIFIED'),
  }),
);

const UpdateWhatsAppPreferencesInput = builder.inputType('UpdateWhatsAppPreferencesInput', {
  fields: (t) =>
    Object.fromEntries(
      WHATSAPP_EVENTS.map((event) => [event, t.boolean({ required: false, description: descriptions[event] })]),
    ) as Record<WhatsAppEvent, ReturnType<typeof t.boolean>>,
});

builder.mutationField('updateWhatsAppPreferences', (t) =>
  t.field({
    type: envelopeOf('UpdateWhatsAppPreferencesResponse', WhatsAppSettingsRef),
    description:
      "Signed-in only. Sets the viewer's own WhatsApp switches named in the input; switching one on needs a verified phone",
    args: { input: t.arg({ type: UpdateWhatsAppPreferencesInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => updateWhatsAppPreferences(ctx.deps, ctx.caller, args.input)),
  }),
);
