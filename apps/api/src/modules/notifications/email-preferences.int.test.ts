import { randomUUID } from 'node:crypto';
import { schema } from '@manara/db';
import { remindLiveSessions } from '@manara/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { completeLessons, enrol, insertProgramWithLessons } from '../certificates/testing/completed-program';
import { learner, seedShop, type Learner } from '../commerce/testing/commerce-world';
import { CREATE_COMMENT, enrolIn, member, seedCommunity } from '../community/testing/community-world';
import { buyAndPay, notificationProbe } from './testing/notification-world';

// E-mail preferences and one-click unsubscribe (decision 0058).

const PREFS = 'purchaseReceipt refund liveSessionReminder certificateIssued commentReply applicationDecision';
const MY_PREFS = `query myEmailPreferences { myEmailPreferences { code success data { ${PREFS} } } }`;
const UPDATE_PREFS = `mutation updateEmailPreferences($input: UpdateEmailPreferencesInput) { updateEmailPreferences(input: $input) {
  code success data { ${PREFS} } } }`;
const LINK =
  'query unsubscribeLink($token: String!) { unsubscribeLink(token: $token) { code success data { event } } }';
const ALL_ON = {
  purchaseReceipt: true,
  refund: true,
  liveSessionReminder: true,
  certificateIssued: true,
  commentReply: true,
  applicationDecision: true,
};

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
});
afterAll(() => server.close());

const english = (who: Learner) =>
  server.database.db.update(schema.users).set({ favLang: 'EN' }).where(eq(schema.users.id, who.user.id));
const switchOff = async (who: Learner, event: keyof typeof ALL_ON) =>
  expect((await who.call(UPDATE_PREFS, { input: { [event]: false } })).data[event]).toBe(false);
const eventMails = async (who: Learner, event: string) =>
  (await server.mails(who.user.email)).filter((mail) => mail.template === `event/${event}`);
const tokenOf = (mail: { headers: Record<string, string> | null }) =>
  new URL(/<([^>]+)>/.exec(mail.headers!['List-Unsubscribe']!)![1]!).searchParams.get('token')!;
const unsubscribe = (token: string, method: 'POST' | 'GET' = 'POST') =>
  server.app.inject({
    method,
    url: `/mail/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
  });

const buy = (who: Learner, programId: string) => buyAndPay(server, who, programId);

describe('preferences', () => {
  it('refuses visitors', async () => {
    for (const query of [MY_PREFS, UPDATE_PREFS]) {
      const res = await server.gql(query, { variables: { input: { refund: false } } });
      expect(Object.values(res.body.data!)[0]).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('starts all on, and changes only the owner’s named switches', async () => {
    const owner = await learner(server);
    const other = await learner(server);
    expect((await owner.call(MY_PREFS)).data).toEqual(ALL_ON);
    const changed = await owner.call(UPDATE_PREFS, { input: { commentReply: false, refund: false } });
    expect(changed).toMatchObject({ success: true, data: { ...ALL_ON, commentReply: false, refund: false } });
    expect((await owner.call(UPDATE_PREFS, { input: { refund: true } })).data).toEqual({
      ...ALL_ON,
      commentReply: false,
    });
    expect((await owner.call(MY_PREFS)).data).toEqual({ ...ALL_ON, commentReply: false });
    expect((await other.call(MY_PREFS)).data).toEqual(ALL_ON);
  });
});

describe('event mail', () => {
  it('mails a purchase receipt in the buyer’s language with one-click headers, and none when switched off', async () => {
    const sara = await learner(server);
    await english(sara);
    const reference = await buy(sara, shop.basics.id);
    const [mail] = await eventMails(sara, 'purchaseReceipt');
    expect(mail).toMatchObject({ locale: 'EN', subject: 'Purchase completed' });
    expect(mail!.text).toContain(reference);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:\d+\/en\/unsubscribe\?token=[\w.-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain(`Stop these e-mails: ${/<([^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]}`);
    expect(mail!.html).toContain('/en/unsubscribe?token=');

    await switchOff(sara, 'purchaseReceipt');
    await buy(sara, shop.workshop.id);
    expect(await eventMails(sara, 'purchaseReceipt')).toHaveLength(1);
    // The in-app notification still happens.
    const orders = (await notificationProbe(server).notifications(sara.user.id)).filter(
      (n) => n.targetModel === 'ORDER',
    );
    expect(orders).toHaveLength(2);
  });

  it('mails an issued certificate in Arabic, and none when switched off', async () => {
    const db = server.database.db;
    const create =
      'mutation createCertification($input: CreateCertificationInput) { createCertification(input: $input) { success data { id } } }';
    const omar = await learner(server);
    for (const on of [true, false]) {
      // The switch is read when the mail goes, so the first one is sent before it is turned off.
      if (!on) await server.mails(omar.user.email).then(() => switchOff(omar, 'certificateIssued'));
      const course = await insertProgramWithLessons(db, { enTitle: `Recovery ${on}`, arTitle: 'أساسيات الاستشفاء' }, 1);
      await enrol(db, omar.user.id, course.id);
      await completeLessons(db, omar.user.id, course.lessonIds);
      expect((await omar.call(create, { input: { learningProgramId: course.id } })).success).toBe(true);
    }
    const mails = await eventMails(omar, 'certificateIssued');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'AR', subject: 'شهادتك جاهزة' });
    expect(mails[0]!.text).toContain('أساسيات الاستشفاء');
    expect(mails[0]!.text).toContain('إيقاف هذه الرسائل');
  });

  it('mails a live-session reminder, and none when switched off', async () => {
    const deps = server.deps;
    const db = deps.db;
    const [live] = await db
      .select()
      .from(schema.lessons)
      .where(and(eq(schema.lessons.programId, shop.basics.id), eq(schema.lessons.type, 'LIVE_SESSION')));
    const on = await learner(server);
    const off = await learner(server);
    await english(on);
    await switchOff(off, 'liveSessionReminder');
    await enrolIn(db, [on, off], shop.basics.id);
    await db
      .update(schema.lessons)
      .set({ liveSessionStartAt: new Date(deps.now().getTime() + 30 * 60_000) })
      .where(eq(schema.lessons.id, live!.id));
    await remindLiveSessions(deps);
    expect(await eventMails(on, 'liveSessionReminder')).toEqual([
      expect.objectContaining({ locale: 'EN', subject: 'Live session starting soon' }),
    ]);
    expect(await eventMails(off, 'liveSessionReminder')).toEqual([]);
    expect((await notificationProbe(server).notifications(off.user.id)).map((n) => n.targetModel)).toContain('LESSON');
  });

  it('mails a reply to my comment, and none when switched off', async () => {
    const world = await seedCommunity(server);
    const reply = (parentId: string) =>
      world.other.act(CREATE_COMMENT, { input: { courseId: world.course.id, content: 'Thanks!', parentId } });
    const first = await world.owner.act(CREATE_COMMENT, { input: { courseId: world.course.id, content: 'Question' } });
    expect((await reply(first.data.id)).success).toBe(true);
    expect(await eventMails(world.owner, 'commentReply')).toEqual([
      expect.objectContaining({ locale: 'AR', subject: 'رد جديد على تعليقك' }),
    ]);
    await switchOff(world.owner, 'commentReply');
    expect((await reply(first.data.id)).success).toBe(true);
    expect(await eventMails(world.owner, 'commentReply')).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  it('switches the event off on POST, changes nothing on GET or with a bad token', async () => {
    const mona = await member(server);
    await buy(mona, shop.basics.id);
    const [mail] = await eventMails(mona, 'purchaseReceipt');
    const token = tokenOf(mail!);
    expect((await mona.call(LINK, { token })).data).toEqual({ event: 'purchaseReceipt' });

    expect((await unsubscribe(token, 'GET')).statusCode).toBe(404);
    const [payload, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([mona.user.id, 'refund', 'ar']), 'utf8').toString('base64url');
    // The MAC's last character carries four bits and two spare ones: change a real bit, then only a spare one.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(mac.at(-1)!);
    const withLast = (i: number) => `${payload}.${mac.slice(0, -1)}${alphabet[i]}`;
    const tampered = [withLast((last + 4) % 64), withLast(last ^ 1), `${forged}.${mac}`];
    for (const bad of ['', 'nonsense', ...tampered, `${payload}.${mac}.x`, `${payload}.${mac}=`]) {
      expect([bad, (await unsubscribe(bad)).statusCode]).toEqual([bad, 400]);
    }
    expect((await mona.call(LINK, { token: `${forged}.${mac}` })).data).toBeNull();
    expect((await mona.call(MY_PREFS)).data).toEqual(ALL_ON);

    const done = await unsubscribe(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ unsubscribed: true, event: 'purchaseReceipt' });
    expect((await mona.call(MY_PREFS)).data).toEqual({ ...ALL_ON, purchaseReceipt: false });
    // Again is harmless.
    expect((await unsubscribe(token)).statusCode).toBe(200);

    // A well-signed link of an account that is gone is refused like a bad one.
    const gone = server.deps.unsubscribeLinks.linkFor({ userId: randomUUID(), event: 'refund', locale: 'ar' });
    expect((await unsubscribe(new URL(gone).searchParams.get('token')!)).statusCode).toBe(400);
  });
});
