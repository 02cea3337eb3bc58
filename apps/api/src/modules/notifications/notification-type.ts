import type { NotificationView, SeenResult } from '@manara/domain';
import { builder } from '../../builder';
import { inLocale } from '../catalog/localized';

/** docs/product/community.md Notification, plus `title`/`body` in the request language. */
export const NotificationRef = builder.objectRef<NotificationView>('Notification').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    targetId: t.exposeID('targetId', { nullable: true }),
    targetModel: t.exposeString('targetModel', {
      nullable: true,
      description: 'ORDER, CERTIFICATE, COMMENT, LESSON or LECTURER',
    }),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    arBody: t.exposeString('arBody'),
    enBody: t.exposeString('enBody'),
    title: t.string({ resolve: (n, _a, ctx) => inLocale(ctx, n.arTitle, n.enTitle) }),
    body: t.string({ resolve: (n, _a, ctx) => inLocale(ctx, n.arBody, n.enBody) }),
    url: t.exposeString('url', { description: 'Site-relative path without the language prefix' }),
    seen: t.exposeBoolean('seen'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const SeenResultRef = builder.objectRef<SeenResult>('NotificationsSeen').implement({
  fields: (t) => ({
    marked: t.exposeInt('marked', { description: 'How many turned seen now' }),
    unseenCount: t.exposeInt('unseenCount', { description: 'Unseen notifications left (the header badge)' }),
  }),
});
