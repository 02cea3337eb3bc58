import {
  EMAIL_EVENTS,
  getMyEmailPreferences,
  readUnsubscribeLink,
  updateEmailPreferences,
  type EmailPreferencesView,
  type UnsubscribeGrant,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';

// E-mail preferences and one-click unsubscribe (decision 0058).

const descriptions: Record<(typeof EMAIL_EVENTS)[number], string> = {
  purchaseReceipt: 'A purchase completed',
  refund: 'Money given back on an order',
  liveSessionReminder: 'A live session starts within the hour',
  certificateIssued: 'A certificate was issued',
  commentReply: 'Someone replied to my comment',
  applicationDecision: 'My lecturer application was decided',
};

const EmailPreferencesRef = builder.objectRef<EmailPreferencesView>('EmailPreferences').implement({
  description: 'Which events are e-mailed; all on until switched off. Verification and security mail always goes',
  fields: (t) =>
    Object.fromEntries(
      EMAIL_EVENTS.map((event) => [event, t.exposeBoolean(event, { description: descriptions[event] })]),
    ) as Record<(typeof EMAIL_EVENTS)[number], ReturnType<typeof t.exposeBoolean>>,
});

builder.queryField('myEmailPreferences', (t) =>
  t.field({
    type: envelopeOf('EmailPreferencesResponse', EmailPreferencesRef),
    description: "Signed-in only. The viewer's e-mail switches",
    resolve: (_r, _a, ctx) => respond(ctx, () => getMyEmailPreferences(ctx.deps, ctx.caller)),
  }),
);

const UpdateEmailPreferencesInput = builder.inputType('UpdateEmailPreferencesInput', {
  fields: (t) =>
    Object.fromEntries(
      EMAIL_EVENTS.map((event) => [event, t.boolean({ required: false, description: descriptions[event] })]),
    ) as Record<(typeof EMAIL_EVENTS)[number], ReturnType<typeof t.boolean>>,
});

builder.mutationField('updateEmailPreferences', (t) =>
  t.field({
    type: envelopeOf('UpdateEmailPreferencesResponse', EmailPreferencesRef),
    description: "Signed-in only. Sets the viewer's own switches named in the input; the others stay",
    args: { input: t.arg({ type: UpdateEmailPreferencesInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => updateEmailPreferences(ctx.deps, ctx.caller, args.input)),
  }),
);

const UnsubscribeLinkRef = builder.objectRef<UnsubscribeGrant>('UnsubscribeLink').implement({
  description: 'What a one-click unsubscribe link would switch off',
  fields: (t) => ({
    event: t.exposeString('event', { description: `One of: ${EMAIL_EVENTS.join(', ')}` }),
  }),
});

builder.queryField('unsubscribeLink', (t) =>
  t.field({
    type: envelopeOf('UnsubscribeLinkResponse', UnsubscribeLinkRef),
    description:
      "Anyone holding the link. The event a mail's unsubscribe token names (data null when the token is not ours); reading changes nothing — a POST to the link unsubscribes",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => respond(ctx, async () => readUnsubscribeLink(ctx.deps, args.token) as UnsubscribeGrant),
  }),
);
