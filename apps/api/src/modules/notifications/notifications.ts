import {
  deletePushSubscription,
  getPushPublicKey,
  listMyNotifications,
  markNotificationsSeen,
  savePushSubscription,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond, VoidResponse } from '../../envelope';
import { paginatedEnvelope, PaginateInput } from '../../pagination';
import { NotificationRef, SeenResultRef } from './notification-type';

builder.queryField('mySiteNotifications', (t) =>
  t.field({
    type: paginatedEnvelope('Notification', NotificationRef),
    description: "Signed-in only. The viewer's notifications, newest first; reading them does not mark them seen",
    args: { paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => listMyNotifications(ctx.deps, ctx.caller, args)),
  }),
);

const MarkNotificationsSeenInput = builder.inputType('MarkNotificationsSeenInput', {
  fields: (t) => ({ ids: t.idList({ description: 'The notifications shown; omitted = all of mine' }) }),
});

builder.mutationField('markNotificationsSeen', (t) =>
  t.field({
    type: envelopeOf('NotificationsSeenResponse', SeenResultRef),
    description: "Signed-in only. Marks the viewer's given notifications (or all) seen (decision 0014)",
    args: { input: t.arg({ type: MarkNotificationsSeenInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => markNotificationsSeen(ctx.deps, ctx.caller, args.input)),
  }),
);

builder.queryField('pushPublicKey', (t) =>
  t.field({
    type: envelopeOf<string>('PushPublicKeyResponse', 'String'),
    description: 'The VAPID public key (base64url) browsers subscribe to Web Push with; data null when push is off',
    resolve: (_r, _a, ctx) => respond(ctx, async () => getPushPublicKey(ctx.deps) as string),
  }),
);

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  fields: (t) => ({
    endpoint: t.string({ description: 'PushSubscription.endpoint (https)' }),
    p256dh: t.string({ description: 'keys.p256dh (base64url)' }),
    auth: t.string({ description: 'keys.auth (base64url)' }),
  }),
});

builder.mutationField('savePushSubscription', (t) =>
  t.field({
    type: VoidResponse,
    description: "Signed-in only. Stores this browser's Web Push subscription (send again when it changes, and weekly)",
    args: { input: t.arg({ type: PushSubscriptionInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => savePushSubscription(ctx.deps, ctx.caller, args.input)),
  }),
);

const DeletePushSubscriptionInput = builder.inputType('DeletePushSubscriptionInput', {
  fields: (t) => ({ endpoint: t.string() }),
});

builder.mutationField('deletePushSubscription', (t) =>
  t.field({
    type: VoidResponse,
    description:
      "Signed-in only. Forgets one of the viewer's Web Push subscriptions; data false when it was not theirs or unknown",
    args: { input: t.arg({ type: DeletePushSubscriptionInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => deletePushSubscription(ctx.deps, ctx.caller, args.input)),
  }),
);
