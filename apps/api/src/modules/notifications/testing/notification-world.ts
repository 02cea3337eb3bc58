import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from '../../../testing/test-server';
import { BUY_NOW, sendWebhook, type Learner } from '../../commerce/testing/commerce-world';

export const NOTIFICATION_FIELDS =
  'id targetId targetModel arTitle enTitle arBody enBody title body url seen createdAt';
export const MY_NOTIFICATIONS = `query mySiteNotifications($paginate: PaginateInput) { mySiteNotifications(paginate: $paginate) { code success
  data { items { ${NOTIFICATION_FIELDS} } pageInfo { page limit totalCount totalPages hasNext } } } }`;
export const MARK_SEEN = `mutation markNotificationsSeen($input: MarkNotificationsSeenInput) { markNotificationsSeen(input: $input) { code success
  fieldErrors { field message } data { marked unseenCount } } }`;
export const ME_UNSEEN = 'query me { me { code success data { id notificationsCount } } }';
export const SAVE_SUBSCRIPTION = `mutation savePushSubscription($input: PushSubscriptionInput) { savePushSubscription(input: $input) { code success
  fieldErrors { field message } data } }`;
export const DELETE_SUBSCRIPTION =
  'mutation deletePushSubscription($input: DeletePushSubscriptionInput) { deletePushSubscription(input: $input) { code success data } }';
export const PUBLIC_KEY = 'query pushPublicKey { pushPublicKey { code success data } }';

/** Table reads for assertions. */
export function notificationProbe(server: TestServer) {
  const db = server.database.db;
  return {
    notifications: (userId: string) =>
      db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId)),
    jobs: () => db.select().from(schema.jobs),
    job: async (id: string) => (await db.select().from(schema.jobs).where(eq(schema.jobs.id, id)))[0]!,
    devices: (userId: string) => db.select().from(schema.deviceTokens).where(eq(schema.deviceTokens.userId, userId)),
  };
}

/** Buys a program now and pays it with a signed callback; answers the order's reference. */
export async function buyAndPay(server: TestServer, who: Learner, programId: string): Promise<string> {
  const bought = await who.call(BUY_NOW, { input: { learningProgramId: programId } });
  expect(bought.success).toBe(true);
  expect((await sendWebhook(server, { reference: bought.data.reference })).body).toMatchObject({ result: 'PAID' });
  return bought.data.reference as string;
}
