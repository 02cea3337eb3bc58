import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { insertNamed, insertProgram, insertUser } from '../modules/catalog/testing/fixtures';
import { E, adminOnlyMatrix, useMatrixWorld } from './testing/studio-matrix-world';

// The studio areas that are administrators' only (docs/security.md): every other role is refused,
// sees nothing of the record and writes nothing.
const world = useMatrixWorld();

// Lecturer applications (decision 0051): administrators only. Every other role is refused, sees
// nothing of the applicant and writes nothing; the administrator reads, opens the CV and decides.
const applicationOperations = {
  studioLecturerApplications: `query studioLecturerApplications { studioLecturerApplications { ${E} data { items { id email } } } }`,
  studioLecturerApplication: `query studioLecturerApplication($id: ID) { studioLecturerApplication(applicationId: $id) { ${E} data { enBio } } }`,
  lecturerApplicationCvLink: `mutation lecturerApplicationCvLink($id: ID) { lecturerApplicationCvLink(applicationId: $id) { ${E} data { url } } }`,
  rejectLecturerApplication: `mutation rejectLecturerApplication($id: ID) { rejectLecturerApplication(applicationId: $id, reason: "Matrix reason") { ${E} data { status } } }`,
  verifyLecturerApplication: `mutation verifyLecturerApplication($id: ID) { verifyLecturerApplication(applicationId: $id) { ${E} data { status } } }`,
} as const;

/** A pending application straight in the database, with its own CV row. */
async function pendingApplication(label: string): Promise<string> {
  const db = world.server.database.db;
  const field = await insertNamed(db, 'fieldsOfTraining', `Matrix field ${label}`, `مجال ${label}`);
  const title = await insertNamed(db, 'jobTitles', `Matrix title ${label}`, `لقب ${label}`);
  const [file] = await db
    .insert(schema.files)
    .values({
      model: 'LECTURER_CV_FILE',
      key: `files/lecturer-cv-file/matrix-${label}`,
      contentType: 'application/pdf',
    })
    .returning();
  const [row] = await db
    .insert(schema.lecturerApplications)
    .values({
      email: `applicant-${label}@matrix.test`,
      firstName: 'Matrix',
      lastName: 'Applicant',
      arFirstName: 'متقدم',
      arLastName: 'تجريبي',
      phone: '+201001234567',
      fieldOfTrainingId: field.id,
      jobTitleId: title.id,
      enBio: 'Matrix Applicant Bio',
      arBio: 'نبذة',
      cvFileId: file!.id,
    })
    .returning();
  return row!.id;
}

adminOnlyMatrix(world, 'lecturer applications', applicationOperations, {
  setup: async (op) => ({ id: await pendingApplication(op) }),
  secret: /Matrix Applicant|applicant-.*@matrix/,
  list: 'studioLecturerApplications',
  listed: (v) => v.id,
});

// Coupons (decision 0053): administrators only. Every other role is refused, sees nothing of the
// coupon and writes nothing; the administrator lists, reads, creates, saves and disables.
const couponOperations = {
  studioCoupons: `query studioCoupons { studioCoupons { ${E} data { items { id code } } } }`,
  studioCoupon: `query studioCoupon($id: ID) { studioCoupon(couponId: $id) { ${E} data { coupon { code } } } }`,
  createCoupon: `mutation createCoupon($code: String) { createCoupon(input: { code: $code, kind: PERCENTAGE, value: 10, scope: EVERYTHING }) { ${E} data { coupon { code } } } }`,
  updateCoupon: `mutation updateCoupon($id: ID, $code: String) { updateCoupon(input: { couponId: $id, version: 1, code: $code, kind: FIXED, value: 5, scope: EVERYTHING }) { ${E} data { coupon { code } } } }`,
  setCouponActive: `mutation setCouponActive($id: ID) { setCouponActive(input: { couponId: $id, version: 1, isActive: false }) { ${E} data { coupon { code } } } }`,
} as const;

adminOnlyMatrix(world, 'coupons', couponOperations, {
  setup: async (op) => {
    const code = `MATRIX-${op.toUpperCase()}`;
    const [coupon] = await world.server.database.db
      .insert(schema.coupons)
      .values({ code, kind: 'PERCENTAGE', value: 10 })
      .returning();
    return { id: coupon!.id, code: op === 'createCoupon' ? `${code}-NEW` : code };
  },
  secret: /MATRIX-/,
  list: 'studioCoupons',
  listed: (v) => v.id,
});

// Categories (decision 0064): administrators only. Every other role is refused, sees nothing of
// the category and writes nothing; the administrator lists, reads, creates, saves and deletes.
const categoryOperations = {
  studioCategories: `query studioCategories { studioCategories { ${E} data { items { id enName } } } }`,
  studioCategory: `query studioCategory($id: ID) { studioCategory(categoryId: $id) { ${E} data { enName } } }`,
  createCategory: `mutation createCategory($slug: String) { createCategory(input: { arName: "تصنيف", enName: "Matrix new", slug: $slug }) { ${E} data { enName } } }`,
  updateCategory: `mutation updateCategory($id: ID, $slug: String) { updateCategory(input: { categoryId: $id, version: 1, arName: "تصنيف", enName: "Matrix saved", slug: $slug }) { ${E} data { enName } } }`,
  deleteCategory: `mutation deleteCategory($id: ID) { deleteCategory(input: { categoryId: $id, version: 1 }) { ${E} data { id } } }`,
} as const;

adminOnlyMatrix(world, 'categories', categoryOperations, {
  setup: async (op) => {
    const slug = `matrix-${op.toLowerCase()}`;
    const [category] = await world.server.database.db
      .insert(schema.categories)
      .values({ slug, enName: `Matrix ${op}`, arName: 'تصنيف' })
      .returning();
    return { id: category!.id, slug: op === 'createCategory' ? `${slug}-new` : slug };
  },
  secret: /Matrix /,
  list: 'studioCategories',
  listed: (v) => v.id,
});

// Moderation (decision 0054): administrators only. Every other role is refused, sees nothing of
// the reported words, the reporter or the certificate, and writes nothing; the administrator may.
const moderationOperations = {
  studioReportGroups: `query studioReportGroups { studioReportGroups { ${E} data { items { targetId target { excerpt } } } } }`,
  studioReportCase: `query studioReportCase($id: ID) { studioReportCase(targetId: $id) { ${E} data { reports { details } } } }`,
  decideReports: `mutation decideReports($id: ID) { decideReports(targetId: $id, action: HIDE) { ${E} data { group { outcome } } } }`,
  restoreReportedContent: `mutation restoreReportedContent($id: ID) { restoreReportedContent(targetId: $id) { ${E} data { group { outcome } } } }`,
  revokeCertificate: `mutation revokeCertificate($code: String) { revokeCertificate(code: $code, reason: "Matrix reason") { ${E} data { code } } }`,
  unblockUser: `mutation unblockUser($userId: ID) { unblockUser(userId: $userId) { ${E} data { userId } } }`,
} as const;

/** A comment reported once (hidden already for the restore), a blocked author and a certificate of theirs. */
async function moderationCase(label: string, hidden: boolean) {
  const db = world.server.database.db;
  const author = await insertUser(db, {
    firstName: 'Matrix',
    lastName: label,
    arFirstName: 'مصفوفة',
    arLastName: label,
  });
  const reporter = await insertUser(db, {
    firstName: 'Reporter',
    lastName: label,
    arFirstName: 'مبلغ',
    arLastName: label,
  });
  await db.update(schema.users).set({ isBlocked: true }).where(eq(schema.users.id, author.id));
  const program = await insertProgram(db, { enTitle: `Matrix moderated ${label}`, arTitle: `مراجعة ${label}` });
  const [comment] = await db
    .insert(schema.comments)
    .values({
      programId: program.id,
      userId: author.id,
      content: 'Matrix Reported Words',
      hiddenAt: hidden ? new Date() : null,
    })
    .returning();
  await db.insert(schema.reports).values({
    userId: reporter.id,
    targetType: 'COMMENT',
    targetId: comment!.id,
    reason: 'SPAM',
    details: 'Matrix Reporter Details',
  });
  const code = `MNR-MTRX-${Object.keys(moderationOperations).indexOf(label)}`;
  await db.insert(schema.certificates).values({
    code,
    userId: author.id,
    programId: program.id,
    programType: 'COURSE',
    certificationType: 'COMPLETION',
    arLearnerName: 'مصفوفة',
    enLearnerName: 'Matrix',
    arProgramTitle: 'مراجعة',
    enProgramTitle: 'Matrix moderated',
    completedAt: new Date(),
    issuedAt: new Date(),
  });
  return { id: comment!.id, userId: author.id, code };
}

adminOnlyMatrix(world, 'moderation', moderationOperations, {
  setup: (op) => moderationCase(op, op === 'restoreReportedContent'),
  secret: /Matrix Reported Words|Matrix Reporter Details|MNR-MTRX/,
  list: 'studioReportGroups',
  listed: (v) => v.id,
});

// Users (decision 0056): administrators only. Every other role is refused, sees nothing of the
// person and writes nothing; the administrator may.
const userOperations = {
  studioUsers: `query studioUsers { studioUsers(search: "matrix-person") { ${E} data { items { id email } } } }`,
  studioUser: `query studioUser($userId: ID) { studioUser(userId: $userId) { ${E} data { user { email } } } }`,
  blockUser: `mutation blockUser($userId: ID) { blockUser(userId: $userId, reason: "Matrix reason") { ${E} data { email } } }`,
  changeUserRole: `mutation changeUserRole($userId: ID) { changeUserRole(userId: $userId, role: LECTURER) { ${E} data { email } } }`,
  grantProgram: `mutation grantProgram($userId: ID, $programId: ID) { grantProgram(userId: $userId, programId: $programId, reason: "Matrix reason") { ${E} data { programIds } } }`,
  resendVerification: `mutation resendVerification($userId: ID) { resendVerification(userId: $userId) { ${E} data } }`,
  deleteUserAccount: `mutation deleteUserAccount($userId: ID) { deleteUserAccount(userId: $userId, reason: "Matrix reason") { ${E} data } }`,
} as const;

adminOnlyMatrix(world, 'users', userOperations, {
  setup: async (op) => {
    const db = world.server.database.db;
    const person = await insertUser(db, { firstName: 'Matrix', lastName: op, arFirstName: 'شخص', arLastName: op });
    await db
      .update(schema.users)
      .set({ email: `matrix-person-${op}@matrix.test` })
      .where(eq(schema.users.id, person.id));
    const program = await insertProgram(db, { enTitle: `Matrix gift ${op}`, arTitle: `هدية ${op}` });
    return { userId: person.id, programId: program.id };
  },
  secret: /matrix-person/,
  list: 'studioUsers',
  listed: (v) => v.userId,
});

// Learners' refund requests and the refund policy (decision 0057): administrators only. Every other
// role is refused, sees nothing of the request or the buyer and writes nothing; the administrator
// reads the policy and the queue, sets the policy, and approves or rejects a request.
const refundRequestOperations = {
  studioRefundPolicy: `query studioRefundPolicy { studioRefundPolicy { ${E} data { maxDays } } }`,
  updateRefundPolicy: `mutation updateRefundPolicy { updateRefundPolicy(input: { requestsEnabled: true, maxDays: "14", maxConsumedPercent: "30" }) { ${E} data { maxDays } } }`,
  studioRefundRequests: `query studioRefundRequests { studioRefundRequests { ${E} data { items { id reason buyerEmail } } } }`,
  approveRefundRequest: `mutation approveRefundRequest($id: ID) { approveRefundRequest(requestId: $id) { ${E} data { orderId accessEnded } } }`,
  rejectRefundRequest: `mutation rejectRefundRequest($id: ID) { rejectRefundRequest(requestId: $id, reason: "Matrix reason") { ${E} data { status } } }`,
} as const;

let refundMatrixCase = 0;
/** A learner's paid sandbox order with a request waiting, straight in the database. */
async function pendingRefundRequest(): Promise<string> {
  const db = world.server.database.db;
  refundMatrixCase += 1;
  const n = refundMatrixCase;
  const buyer = await insertUser(db, {
    firstName: 'Matrix',
    lastName: `Buyer${n}`,
    arFirstName: 'مشتر',
    arLastName: `${n}`,
  });
  await db
    .update(schema.users)
    .set({ email: `refund-buyer-${n}@matrix.test` })
    .where(eq(schema.users.id, buyer.id));
  const [order] = await db
    .insert(schema.orders)
    .values({
      reference: `MNR-RFMTRX${n}`,
      userId: buyer.id,
      status: 'PAID',
      subtotalPiastres: 10_000,
      discountPiastres: 0,
      vatRateBps: 0,
      vatPiastres: 0,
      totalPiastres: 10_000,
      provider: 'sandbox',
      providerOrderId: String(880_000 + n),
      paidAt: new Date(),
    })
    .returning();
  await db.insert(schema.transactions).values({
    code: `TX-RFMTRX${n}`,
    orderId: order!.id,
    userId: buyer.id,
    provider: 'sandbox',
    providerTransactionId: String(990_000 + n),
    status: 'PAID',
    amountPiastres: 10_000,
  });
  const [request] = await db
    .insert(schema.refundRequests)
    .values({
      orderId: order!.id,
      userId: buyer.id,
      reason: 'Matrix Refund Reason',
      daysSincePayment: 0,
      consumedPercent: 0,
    })
    .returning();
  return request!.id;
}

adminOnlyMatrix(world, 'refund requests', refundRequestOperations, {
  setup: async () => ({ id: await pendingRefundRequest() }),
  secret: /Matrix Refund Reason|refund-buyer-/,
  list: 'studioRefundRequests',
  listed: (v) => v.id,
});
