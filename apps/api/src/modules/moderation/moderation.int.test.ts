import { schema } from '@manara/db';
import { and, desc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCertificateRoutes } from '../../http/certificates/certificate-routes';
import { LOGIN, PASSWORD, ME, signedInUser, freshIp } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { callAs, studioPeople, type StudioPeople, type StudioPerson } from '../catalog/testing/studio-people';
import { completeLessons, enrol, insertProgramWithLessons } from '../certificates/testing/completed-program';
import {
  ADD_REPORT,
  ADD_REVIEW,
  COMMENTS,
  CREATE_COMMENT,
  enrolIn,
  member,
  programRatings,
  seedCommunity,
  type Member,
} from '../community/testing/community-world';

// Moderation in the studio (docs/product/studio.md, decision 0054).

const E = 'code success message fieldErrors { field message }';
const GROUP = `targetType targetId total reasons { reason count } outcome decidedAt
  target { arTitle enTitle excerpt rating hiddenAt path author { id firstName role isBlocked } }`;
const QUEUE = `query studioReportGroups($queue: ReportQueue, $targetType: ReportableTarget) { studioReportGroups(queue: $queue, targetType: $targetType) { ${E} data { pageInfo { totalCount } items { ${GROUP} } } } }`;
const CASE = `query studioReportCase($id: ID) { studioReportCase(targetId: $id) { ${E} data { group { ${GROUP} } reports { reason details status outcome reporter { firstName } } } } }`;
const DECIDE = `mutation decideReports($id: ID, $action: ModerationAction, $message: String) { decideReports(targetId: $id, action: $action, message: $message) { ${E} data { group { ${GROUP} } } } }`;
const RESTORE = `mutation restoreReportedContent($id: ID) { restoreReportedContent(targetId: $id) { ${E} data { group { target { hiddenAt } } } } }`;
const REVOKE = `mutation revokeCertificate($code: String, $reason: String) { revokeCertificate(code: $code, reason: $reason) { ${E} data { id code revokedAt revokedReason } } }`;
const UNBLOCK = `mutation unblockUser($id: ID) { unblockUser(userId: $id) { ${E} data { userId isBlocked } } }`;
const CERTIFY = `mutation createCertification($input: CreateCertificationInput) { createCertification(input: $input) { ${E} data { id code } } }`;
const CERTIFICATE = `query certification($id: ID) { certification(certificateId: $id) { ${E} data { revoked revokedAt revokedReason } } }`;

let server: TestServer;
let files: FastifyInstance;
let people: StudioPeople;
let world: Awaited<ReturnType<typeof seedCommunity>>;

beforeAll(async () => {
  server = await createTestServer();
  files = Fastify();
  registerCertificateRoutes(files, server.deps);
  await files.ready();
  people = await studioPeople(server, 'moderation.test');
  world = await seedCommunity(server);
});
afterAll(async () => {
  await files?.close();
  await server?.close();
});

const admin = (query: string, variables: Record<string, unknown> = {}, locale?: 'ar' | 'en') =>
  callAs(server, people.admin, query, variables, locale);
const report = (who: Member, target: string, targetId: string, reason = 'SPAM') =>
  who.act(ADD_REPORT, { input: { target, targetId, reason, details: `${reason} by ${who.user.firstName}` } });
const comment = async (who: Member, content: string) =>
  ((await who.act(CREATE_COMMENT, { input: { courseId: world.course.id, content } })).data as { id: string }).id;
const visibleComments = async () =>
  (
    (await world.stranger.act(COMMENTS, { courseId: world.course.id, paginate: { page: 1, limit: 50 } })).data as any
  ).items.map((c: { content: string }) => c.content);
const notificationsOf = async (userId: string) =>
  server.database.db
    .select({ enTitle: schema.notifications.enTitle, enBody: schema.notifications.enBody })
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, userId))
    .orderBy(desc(schema.notifications.createdAt));
const auditOf = async (entityId: string) =>
  server.database.db
    .select({ action: schema.auditEntries.action, comment: schema.auditEntries.comment })
    .from(schema.auditEntries)
    .where(and(eq(schema.auditEntries.entityType, 'report'), eq(schema.auditEntries.entityId, entityId)));

describe('the moderation queue', () => {
  it('groups open reports by target with a count per reason, most reported first, and describes the target', async () => {
    const spam = await comment(world.owner, 'Buy followers cheap');
    await report(world.other, 'COMMENT', spam, 'SPAM');
    await report(world.stranger, 'COMMENT', spam, 'HARASSMENT');
    await report(world.other, 'COURSE', world.course.id, 'MISINFORMATION');
    const queue = await admin(QUEUE);
    expect(queue.success).toBe(true);
    const [first, second] = queue.data.items;
    expect(first).toMatchObject({
      targetType: 'COMMENT',
      targetId: spam,
      total: 2,
      outcome: null,
      target: {
        excerpt: 'Buy followers cheap',
        enTitle: world.course.enTitle,
        hiddenAt: null,
        author: { id: world.owner.user.id, firstName: 'Mona', role: 'USER', isBlocked: false },
      },
    });
    expect(first.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'SPAM', count: 1 },
        { reason: 'HARASSMENT', count: 1 },
      ]),
    );
    expect(first.target.path).toMatch(new RegExp(`^/program/.+#comment-${spam}$`));
    expect(second).toMatchObject({ targetType: 'COURSE', total: 1, reasons: [{ reason: 'MISINFORMATION', count: 1 }] });
    const courses = await admin(QUEUE, { targetType: 'COURSE' });
    expect(courses.data.items.map((g: { targetType: string }) => g.targetType)).toEqual(['COURSE']);
    const one = await admin(CASE, { id: spam });
    expect(one.data.reports).toHaveLength(2);
    expect(one.data.reports.map((r: { details: string }) => r.details).sort()).toEqual([
      'HARASSMENT by Learner',
      'SPAM by Omar',
    ]);
  });
});

describe('decideReports', () => {
  it('hides a comment: it leaves the public list, the reporters and the author are told, and it is audited once', async () => {
    const text = `Rude words ${Date.now()}`;
    const id = await comment(world.owner, text);
    await report(world.other, 'COMMENT', id, 'HARASSMENT');
    expect(await visibleComments()).toContain(text);
    const decided = await admin(DECIDE, { id, action: 'HIDE' }, 'en');
    expect(decided).toMatchObject({ success: true, code: 'REPORTS_DECIDED' });
    expect(decided.data.group).toMatchObject({ outcome: 'HIDDEN', total: 1 });
    expect(decided.data.group.target.hiddenAt).not.toBeNull();
    expect(await visibleComments()).not.toContain(text);
    expect((await notificationsOf(world.other.user.id))[0]).toMatchObject({ enTitle: 'We acted on your report' });
    expect((await notificationsOf(world.owner.user.id))[0]).toMatchObject({ enTitle: 'Your post was hidden' });
    // A second moderator deciding the same reports finds them decided; nothing is written twice.
    const again = await admin(DECIDE, { id, action: 'DISMISS' }, 'ar');
    expect(again).toMatchObject({ success: false, code: 'REPORTS_ALREADY_DECIDED' });
    expect(again.message).toMatch(/مشرف آخر/);
    expect(await auditOf(id)).toEqual([{ action: 'report.hide', comment: null }]);
    const decidedQueue = await admin(QUEUE, { queue: 'DECIDED' });
    expect(decidedQueue.data.items.find((g: { targetId: string }) => g.targetId === id)).toMatchObject({
      outcome: 'HIDDEN',
    });
    expect((await admin(QUEUE)).data.items.some((g: { targetId: string }) => g.targetId === id)).toBe(false);

    // Restored, it is back; restoring twice has nothing to restore.
    expect(await admin(RESTORE, { id })).toMatchObject({ success: true, code: 'CONTENT_RESTORED' });
    expect(await visibleComments()).toContain(text);
    expect(await admin(RESTORE, { id })).toMatchObject({ success: false, code: 'NOTHING_TO_RESTORE' });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['report.hide', 'report.restore']);
  });

  it('hides a review: the program rating no longer counts it until it is restored', async () => {
    const db = server.database.db;
    const rater = await member(server, { firstName: 'Rami' });
    await enrolIn(db, [rater], world.course.id);
    const before = await programRatings(db, world.course.id);
    const review = (
      await rater.act(ADD_REVIEW, { input: { learningProgramId: world.course.id, rating: 1, review: 'Scam!!!' } })
    ).data as { id: string };
    expect((await programRatings(db, world.course.id)).totalNumberOfRatings).toBe(before.totalNumberOfRatings + 1);
    await report(world.other, 'REVIEW', review.id, 'FALSE_CLAIMS');
    expect((await admin(DECIDE, { id: review.id, action: 'HIDE' })).success).toBe(true);
    expect(await programRatings(db, world.course.id)).toEqual(before);
    expect((await admin(RESTORE, { id: review.id })).success).toBe(true);
    expect((await programRatings(db, world.course.id)).totalNumberOfRatings).toBe(before.totalNumberOfRatings + 1);
  });

  it('warns the author with the words given (required, in both languages) and dismisses with the reporters told', async () => {
    const id = await comment(world.other, 'Off topic rambling');
    await report(world.owner, 'COMMENT', id, 'OFF_TOPIC');
    const missing = await admin(DECIDE, { id, action: 'WARN' }, 'ar');
    expect(missing).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(missing.fieldErrors).toEqual([{ field: 'message', message: expect.stringMatching(/[\u0600-\u06ff]/) }]);
    const english = await admin(DECIDE, { id, action: 'WARN', message: '' }, 'en');
    expect(english.fieldErrors[0]).toMatchObject({ field: 'message', message: expect.stringMatching(/[a-z]/) });
    const warned = await admin(DECIDE, { id, action: 'WARN', message: 'Please keep to the course topic.' });
    expect(warned.data.group.outcome).toBe('WARNED');
    expect((await notificationsOf(world.other.user.id))[0]).toMatchObject({
      enTitle: 'A warning from the moderators',
      enBody: expect.stringContaining('Please keep to the course topic.'),
    });
    expect(await visibleComments()).toContain('Off topic rambling');

    await report(world.stranger, 'COURSE', world.course.id, 'SPAM');
    expect(await admin(DECIDE, { id: world.course.id, action: 'HIDE' })).toMatchObject({
      success: false,
      code: 'MODERATION_ACTION_NOT_ALLOWED',
    });
    expect((await admin(DECIDE, { id: world.course.id, action: 'DISMISS' })).data.group.outcome).toBe('DISMISSED');
    expect((await notificationsOf(world.stranger.user.id))[0]).toMatchObject({ enTitle: 'We reviewed your report' });
  });

  it('blocks the author: sessions end, sign-in is refused, the comment is hidden; unblocking lets them back', async () => {
    const email = `troll${Date.now()}@moderation.test`;
    const { token, user } = await signedInUser(server, { email, firstName: 'Troll' });
    const troll = { ...(await member(server)), user: { ...user, id: user.id } };
    await enrolIn(server.database.db, [troll], world.course.id);
    const trollSays = async (content: string) =>
      (
        (
          await server.gql(CREATE_COMMENT, {
            token,
            ip: freshIp(),
            variables: { input: { courseId: world.course.id, content } },
          })
        ).body.data!.createComment.data as { id: string }
      ).id;
    const id = await trollSays('Spam spam spam');
    await report(world.owner, 'COMMENT', id, 'SPAM');
    const blocked = await admin(DECIDE, { id, action: 'BLOCK', message: 'Repeated spam' });
    expect(blocked.data.group).toMatchObject({ outcome: 'BLOCKED', target: { author: { isBlocked: true } } });
    expect(await visibleComments()).not.toContain('Spam spam spam');
    const me = await server.gql(ME, { token, ip: freshIp() });
    expect(me.body.data!.me).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const login = await server.gql(LOGIN, { ip: freshIp(), variables: { input: { email, password: PASSWORD } } });
    expect(login.body.data!.emailAndPasswordLogin).toMatchObject({ success: false, code: 'ACCOUNT_BLOCKED' });

    expect(await admin(UNBLOCK, { id: user.id })).toMatchObject({ success: true, data: { isBlocked: false } });
    expect(await admin(UNBLOCK, { id: user.id })).toMatchObject({ success: false, code: 'NOTHING_TO_RESTORE' });
    const back = await server.gql(LOGIN, { ip: freshIp(), variables: { input: { email, password: PASSWORD } } });
    expect(back.body.data!.emailAndPasswordLogin.success).toBe(true);
  });

  it('never blocks an administrator', async () => {
    const [lecturer] = await server.database.db
      .insert(schema.lecturers)
      .values({ userId: people.admin.userId!, status: 'APPROVED' })
      .returning();
    await report(world.owner, 'LECTURER', lecturer!.id, 'FALSE_CLAIMS');
    expect(await admin(DECIDE, { id: lecturer!.id, action: 'BLOCK' })).toMatchObject({
      success: false,
      code: 'CANNOT_BLOCK_ADMIN',
    });
    // Refused, so the reports stay open.
    expect((await admin(CASE, { id: lecturer!.id })).data.group.outcome).toBeNull();
  });
});

describe('revokeCertificate', () => {
  it('revokes by code with a reason: the verification page says so with the date, the badge answers 410 revoked', async () => {
    const db = server.database.db;
    const program = await insertProgramWithLessons(db, { enTitle: 'Revocable', arTitle: 'قابلة للإلغاء' });
    const holder = await member(server, { firstName: 'Hoda' });
    await enrol(db, holder.user.id, program.id);
    await completeLessons(db, holder.user.id, program.lessonIds);
    const certificate = (await holder.act(CERTIFY, { input: { learningProgramId: program.id } })).data as {
      id: string;
      code: string;
    };
    const empty = await admin(REVOKE, { code: certificate.code, reason: '' }, 'en');
    expect(empty.fieldErrors).toEqual([{ field: 'reason', message: expect.any(String) }]);
    expect(await admin(REVOKE, { code: 'MNR-NOPE-NOPE', reason: 'Plagiarised project' })).toMatchObject({
      code: 'NOT_FOUND',
    });
    const revoked = await admin(REVOKE, { code: certificate.code.toLowerCase(), reason: 'Plagiarised project' });
    expect(revoked).toMatchObject({
      success: true,
      code: 'CERTIFICATE_REVOKED',
      data: { revokedReason: 'Plagiarised project' },
    });
    const page = (await server.gql(CERTIFICATE, { variables: { id: certificate.id } })).body.data!.certification;
    expect(page.data).toMatchObject({
      revoked: true,
      revokedReason: 'Plagiarised project',
      revokedAt: revoked.data.revokedAt,
    });
    const badge = await files.inject({ method: 'GET', url: `/certificates/${certificate.id}/open-badge.json` });
    expect(badge.statusCode).toBe(410);
    expect(badge.json()).toMatchObject({
      revoked: true,
      revokedAt: revoked.data.revokedAt,
      revocationReason: 'Plagiarised project',
    });
    expect((await notificationsOf(holder.user.id))[0]).toMatchObject({ enTitle: 'Your certificate was revoked' });
    expect(await admin(REVOKE, { code: certificate.code, reason: 'Again' })).toMatchObject({
      code: 'CERTIFICATE_ALREADY_REVOKED',
    });
  });
});

describe('who may moderate', () => {
  const someId = '00000000-0000-4000-8000-000000000001';
  const operations: Array<[string, Record<string, unknown>]> = [
    [QUEUE, {}],
    [CASE, { id: someId }],
    [DECIDE, { id: someId, action: 'DISMISS' }],
    [RESTORE, { id: someId }],
    [REVOKE, { code: 'MNR-AAAA-AAAA', reason: 'Because' }],
    [UNBLOCK, { id: someId }],
  ];
  it.each([
    ['visitor', 'UNAUTHENTICATED'],
    ['learner', 'FORBIDDEN'],
    ['lecturer', 'FORBIDDEN'],
  ] as const)('refuses a %s every operation (%s), with nothing leaked', async (role, code) => {
    const who: StudioPerson = people[role];
    for (const [query, variables] of operations) {
      const envelope = await callAs(server, who, query, variables);
      expect(envelope, query.slice(0, 40)).toMatchObject({ success: false, code, data: null });
    }
  });
});
