import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_UPLOAD_LINK, MAKE_PUBLIC, putBytes, UPLOAD_FILE } from '../modules/files/testing/upload-flows';
import { freshIp } from '../testing/auth-flows';
import { createTestServer, type Json, type TestServer } from '../testing/test-server';
import { PDF_CSP } from './security-headers';
import { tableCounter } from './testing/database-facts';
import { personWithData, seedSecurityWorld } from './testing/security-world';
import { assertWellFormed } from './testing/well-formed';

/**
 * The owner matrix (docs/security.md): every owner-scoped operation called with another user's ids, as that
 * other user (or a stranger without the enrolment) and as a visitor, is refused, leaks nothing of
 * the owner's and writes nothing.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof seedSecurityWorld>>;
let counts: () => Promise<Record<string, number>>;
const alice: Record<string, string> = {};
let bobToken: string;
let strangerToken: string;

const E = 'code success message fieldErrors { field message }';

async function as(token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await server.gql(query, { token, variables, ip: freshIp(), locale: 'en' });
  const field = Object.keys(res.body.data ?? {})[0]!;
  return { envelope: assertWellFormed(field, res)!, raw: JSON.stringify(res.body) };
}

beforeAll(async () => {
  server = await createTestServer();
  world = await seedSecurityWorld(server);
  const db = server.database.db;
  const aliceToken = await world.alice.session();
  bobToken = await world.bob.session();
  const stranger = await personWithData(server, 'Stranger', world.catalogue.basics.id);
  strangerToken = await stranger.session();

  // Alice's private rows, made through the API as she would make them.
  const submit = await as(
    aliceToken,
    `mutation S($input: SubmitQuizInput) { submitQuiz(input: $input) { ${E} data { id } } }`,
    {
      input: {
        lessonId: world.lessons.Check,
        answers: [{ questionId: world.quiz[0]!.id, answerIds: world.quiz[0]!.wrong }],
      },
    },
  );
  expect(submit.envelope.success, submit.raw).toBe(true);
  alice.attemptId = submit.envelope.data.id;
  const review = await as(
    aliceToken,
    `mutation R($input: AddReviewInput) { addReview(input: $input) { ${E} data { id } } }`,
    {
      input: { learningProgramId: world.course.id, rating: 4, review: 'Mine' },
    },
  );
  expect(review.envelope.success, review.raw).toBe(true);
  alice.reviewId = review.envelope.data.id;
  const [comment] = await db
    .select()
    .from(schema.comments)
    .where(eq(schema.comments.userId, world.alice.user.id))
    .limit(1);
  alice.commentId = comment!.id;
  const [note] = await db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, world.alice.user.id));
  alice.notificationId = note!.id;
  const link = await server.gql(GENERATE_UPLOAD_LINK, {
    token: aliceToken,
    variables: { input: { model: 'PROFILE_PICTURE' } },
  });
  const linkData: Json = link.body.data!.generateUploadLink.data;
  if (linkData) {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
        '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    await putBytes(server, linkData.uploadUrl, png, 'image/png');
    alice.fileKey = linkData.key;
  }
  alice.transactionId = world.alice.invoice.transactionId;
  alice.transactionCode = world.alice.invoice.transactionCode;
  {
    // A refund of alice's order and its credit note (decision 0044), written as a completed refund leaves them.
    const [refund] = await db
      .insert(schema.refunds)
      .values({
        orderId: world.alice.invoice.orderId,
        transactionId: world.alice.invoice.transactionId,
        kind: 'REFUND',
        status: 'COMPLETED',
        amountPiastres: 10_000,
        reason: 'Matrix',
        actorId: world.alice.user.id,
      })
      .returning();
    const [note] = await db
      .insert(schema.creditNotes)
      .values({
        number: `CN-2026-${String(Date.now()).slice(-6)}`,
        year: 2026,
        sequence: Number(String(Date.now()).slice(-6)),
        refundId: refund!.id,
        invoiceId: world.alice.invoice.invoiceId,
        userId: world.alice.user.id,
        arProvidedTo: 'أليس',
        enProvidedTo: 'Alice',
        reason: 'Matrix',
        totalPiastres: 10_000,
        vatRateBps: 1400,
        vatPiastres: 1228,
        issuedAt: new Date(),
      })
      .returning();
    alice.creditNoteId = note!.id;
  }
  counts = await tableCounter(db);
});
afterAll(async () => server?.close());

const REFUSED = ['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'NOT_ENROLLED', 'VALIDATION_FAILED'];

interface Case {
  name: string;
  query: string;
  variables: () => Record<string, unknown>;
  /** Who is refused besides the visitor: the other enrolled user, or a stranger without the enrolment. */
  other: 'bob' | 'stranger';
}

const cases: Case[] = [
  {
    name: 'getTransactionByCode',
    other: 'bob',
    query: `query Q($code: String) { getTransactionByCode(code: $code) { ${E} data { id } } }`,
    variables: () => ({ code: alice.transactionCode }),
  },
  {
    name: 'requestRefund',
    other: 'bob',
    query: `mutation M($input: RequestRefundInput) { requestRefund(input: $input) { ${E} data { orderId } } }`,
    variables: () => ({ input: { orderId: world.alice.invoice.orderId, reason: 'Not my order to refund' } }),
  },
  {
    name: 'getInvoiceByTransactionId',
    other: 'bob',
    query: `query Q($id: ID) { getInvoiceByTransactionId(id: $id) { ${E} data { id providedTo } } }`,
    variables: () => ({ id: alice.transactionId }),
  },
  {
    name: 'downloadInvoice',
    other: 'bob',
    query: `query Q($input: DownloadInvoiceInput) { downloadInvoice(input: $input) { ${E} data { url } } }`,
    variables: () => ({ input: { transactionId: alice.transactionId, language: 'EN' } }),
  },
  {
    name: 'downloadCreditNote',
    other: 'bob',
    query: `query Q($input: DownloadCreditNoteInput) { downloadCreditNote(input: $input) { ${E} data { url } } }`,
    variables: () => ({ input: { creditNoteId: alice.creditNoteId, language: 'EN' } }),
  },
  {
    name: 'reviewAnswers',
    other: 'bob',
    query: `query Q($id: String) { reviewAnswers(userAttemptId: $id) { ${E} data { showCorrectAnswers } } }`,
    variables: () => ({ id: alice.attemptId }),
  },
  {
    name: 'deleteComment',
    other: 'bob',
    query: `mutation M($id: ID) { deleteComment(commentId: $id) { ${E} data } }`,
    variables: () => ({ id: alice.commentId }),
  },
  {
    name: 'deleteReview',
    other: 'bob',
    query: `mutation M($id: ID) { deleteReview(reviewId: $id) { ${E} data } }`,
    variables: () => ({ id: alice.reviewId }),
  },
  {
    name: 'lessonSite',
    other: 'stranger',
    query: `query Q($id: String) { lessonSite(lessonId: $id) { ${E} data { id content enContent videoUrl } } }`,
    variables: () => ({ id: world.lessons.Watch }),
  },
  {
    name: 'getQuiz',
    other: 'stranger',
    query: `query Q($id: String) { getQuiz(lessonId: $id) { ${E} data { lessonId questions { id } } } }`,
    variables: () => ({ id: world.lessons.Check }),
  },
  {
    name: 'getBunnyViewVideoCredentials',
    other: 'stranger',
    query: `query Q($input: VideoCredentialsInput) { getBunnyViewVideoCredentials(input: $input) { ${E} data { finalUrl } } }`,
    variables: () => ({ input: { lessonId: world.lessons.Watch } }),
  },
  {
    name: 'toggleLessonCompletion',
    other: 'stranger',
    query: `mutation M($id: String) { toggleLessonCompletion(lessonId: $id) { ${E} data { lessonId } } }`,
    variables: () => ({ id: world.lessons.Watch }),
  },
  {
    name: 'completeLesson',
    other: 'stranger',
    query: `mutation M($id: String) { completeLesson(lessonId: $id) { ${E} data { lessonId } } }`,
    variables: () => ({ id: world.lessons.Watch }),
  },
  {
    name: 'myNextLesson',
    other: 'stranger',
    query: `query Q($id: String) { myNextLesson(courseId: $id) { ${E} data { id } } }`,
    variables: () => ({ id: world.course.id }),
  },
  {
    name: 'saveLessonPosition',
    other: 'stranger',
    query: `mutation M($input: SaveLessonPositionInput) { saveLessonPosition(input: $input) { ${E} data { lessonId } } }`,
    variables: () => ({ input: { lessonId: world.lessons.Watch, positionSeconds: 30 } }),
  },
  {
    name: 'submitQuiz',
    other: 'stranger',
    query: `mutation M($input: SubmitQuizInput) { submitQuiz(input: $input) { ${E} data { id } } }`,
    variables: () => ({
      input: {
        lessonId: world.lessons.Check,
        answers: [{ questionId: world.quiz[0]!.id, answerIds: world.quiz[0]!.correct }],
      },
    }),
  },
  {
    name: 'makeFilesPublicAfterUpload',
    other: 'bob',
    query: MAKE_PUBLIC.replace('Publish(', 'Q('),
    variables: () => ({ input: [alice.fileKey ?? 'missing'] }),
  },
  {
    name: 'uploadFile',
    other: 'bob',
    query: UPLOAD_FILE,
    variables: () => ({ file: alice.fileKey ?? 'missing', model: 'PROFILE_PICTURE' }),
  },
  {
    name: 'updateProfilePicture',
    other: 'bob',
    query: `mutation M($input: UpdateProfilePictureInput) { updateProfilePicture(input: $input) { ${E} data { id profilePicture } } }`,
    variables: () => ({ input: { key: alice.fileKey ?? 'missing' } }),
  },
];

/** Operations on the caller's own account: a visitor has none. */
const accountOnly: Array<[string, string, Record<string, unknown>]> = [
  [
    'updateUserProfile',
    `mutation M($input: UpdateUserProfileInput) { updateUserProfile(input: $input) { ${E} } }`,
    { input: { firstName: 'X', lastName: 'Y' } },
  ],
  [
    'changeEmail',
    `mutation M($input: ChangeEmailInput) { changeEmail(input: $input) { ${E} } }`,
    { input: { email: 'new@example.com' } },
  ],
  [
    'changePassword',
    `mutation M($input: ChangePasswordInput) { changePassword(input: $input) { ${E} } }`,
    { input: { currentPassword: 'Secret123', newPassword: 'Secret1234' } },
  ],
  [
    'updatePhone',
    `mutation M($input: UpdatePhoneInput) { updatePhone(input: $input) { ${E} } }`,
    { input: { phone: '+201001234567' } },
  ],
  ['deleteProfilePicture', `mutation M { deleteProfilePicture { ${E} } }`, {}],
  ['getMyTransactionsForUser', `query Q { getMyTransactionsForUser { ${E} } }`, {}],
  ['myCertifications', `query Q { myCertifications { ${E} } }`, {}],
  ['myInProgress', `query Q { myInProgress { ${E} } }`, {}],
  ['myCompleted', `query Q { myCompleted { ${E} } }`, {}],
  ['mySiteNotifications', `query Q { mySiteNotifications { ${E} } }`, {}],
  [
    'markNotificationsSeen',
    `mutation M($input: MarkNotificationsSeenInput) { markNotificationsSeen(input: $input) { ${E} } }`,
    { input: { ids: [] } },
  ],
  [
    'generateUploadLink',
    `mutation M($input: GenerateUploadLinkInput) { generateUploadLink(input: $input) { ${E} } }`,
    { input: { model: 'PROFILE_PICTURE' } },
  ],
  [
    'createComment',
    `mutation M($input: CreateCommentInput) { createComment(input: $input) { ${E} } }`,
    { input: { courseId: '00000000-0000-0000-0000-000000000000', content: 'x' } },
  ],
];

describe("another user's rows", () => {
  for (const c of cases) {
    for (const who of ['other', 'visitor'] as const) {
      it(`${c.name} as ${who === 'other' ? c.other : 'a visitor'} is refused and writes nothing`, async () => {
        const token = who === 'visitor' ? null : c.other === 'bob' ? bobToken : strangerToken;
        const before = await counts();
        const { envelope, raw } = await as(token, c.query, c.variables());
        expect(envelope.success, raw).toBe(false);
        expect(REFUSED, raw).toContain(envelope.code);
        if (who === 'visitor') expect(envelope.code).toBe('UNAUTHENTICATED');
        expect(envelope.data).toBeNull();
        expect(raw).not.toContain('Private lesson text');
        expect(await counts()).toEqual(before);
      });
    }
  }

  it("alice's rows are intact after all that", async () => {
    const db = server.database.db;
    expect(await db.select().from(schema.comments).where(eq(schema.comments.id, alice.commentId!))).toHaveLength(1);
    expect(await db.select().from(schema.reviews).where(eq(schema.reviews.id, alice.reviewId!))).toHaveLength(1);
    const [note] = await db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.id, alice.notificationId!));
    expect(note!.seenAt).toBeNull();
  });
});

describe('lists show only their own rows', () => {
  it("bob's transactions, notifications and seen marks never include alice's", async () => {
    const tx = await as(bobToken, `query Q { getMyTransactionsForUser { ${E} data { items { id code } } } }`);
    expect(tx.envelope.success).toBe(true);
    expect(tx.raw).not.toContain(alice.transactionCode!);
    const notes = await as(bobToken, `query Q { mySiteNotifications { ${E} data { items { id } } } }`);
    expect(notes.raw).not.toContain(alice.notificationId!);
    const mark = await as(
      bobToken,
      `mutation M($input: MarkNotificationsSeenInput) { markNotificationsSeen(input: $input) { ${E} data { marked } } }`,
      {
        input: { ids: [alice.notificationId] },
      },
    );
    expect(mark.envelope.data?.marked ?? 0).toBe(0);
    const [note] = await server.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.id, alice.notificationId!));
    expect(note!.seenAt).toBeNull();
  });
});

describe('account operations need a session', () => {
  for (const [name, query, variables] of accountOnly) {
    it(`${name} as a visitor answers UNAUTHENTICATED and writes nothing`, async () => {
      const before = await counts();
      const { envelope } = await as(null, query, variables);
      expect(envelope).toMatchObject({ code: 'UNAUTHENTICATED', success: false });
      expect(await counts()).toEqual(before);
    });
  }
});

describe('signed file links', () => {
  it("an invoice PDF link with a forged or another transaction's token is refused", async () => {
    const own = await as(
      await world.bob.session(),
      `query Q($input: DownloadInvoiceInput) { downloadInvoice(input: $input) { ${E} data { url } } }`,
      {
        input: { transactionId: world.bob.invoice.transactionId, language: 'EN' },
      },
    );
    expect(own.envelope.success, own.raw).toBe(true);
    const url = new URL(own.envelope.data.url, 'http://web.test');
    const ok = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['content-security-policy']).toBe(PDF_CSP);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    // Point the same grant at alice's invoice, or alter one character in the middle of its token.
    const swapped = (url.pathname + url.search).replaceAll(world.bob.invoice.invoiceId, world.alice.invoice.invoiceId);
    const token = url.searchParams.get('token')!;
    const middle = Math.floor(token.length / 2);
    const forgedToken = token.slice(0, middle) + (token[middle] === 'A' ? 'B' : 'A') + token.slice(middle + 1);
    const tampered = `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), token: forgedToken })}`;
    expect(swapped).not.toBe(url.pathname + url.search);
    for (const forged of [swapped, tampered]) {
      const res = await server.app.inject({ method: 'GET', url: forged });
      expect([400, 401, 403, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).not.toContain('pdf');
    }
  }, 120_000);

  it('an upload link for one user cannot be replayed with another key', async () => {
    const link = await server.gql(GENERATE_UPLOAD_LINK, {
      token: bobToken,
      variables: { input: { model: 'PROFILE_PICTURE' } },
    });
    const data: Json = link.body.data!.generateUploadLink.data;
    const other = data.uploadUrl.replace(data.key, `${data.key}x`);
    const res = await putBytes(server, other, Buffer.from('hello'), 'image/png');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
