import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../testing/auth-flows';
import { createTestServer, type TestServer } from '../testing/test-server';
import { studioPeople, type StudioPeople } from '../modules/catalog/testing/studio-people';
import { ADD, CHECKOUT, learner, orderOf, seedShop, sendWebhook } from '../modules/commerce/testing/commerce-world';
import { tableCounter } from './testing/database-facts';
import { assertWellFormed } from './testing/well-formed';

/**
 * Lecturer earnings' permission matrix (decision 0060, beside the studio matrix): every operation on
 * one lecturer's earnings, called by a visitor, a learner, a pending lecturer, another lecturer, the
 * lecturer and an administrator. Refusals leak nothing of the lecturer's orders and write nothing.
 */
const E = 'code success message fieldErrors { field message }';
const operations = {
  studioEarnings: `query studioEarnings { studioEarnings { ${E} data { items { lecturerId balance } } } }`,
  studioEarningsStatement: `query studioEarningsStatement($id: ID) { studioEarningsStatement(lecturerId: $id) { ${E} data { closing lines { orderReference } } } }`,
  downloadEarningsStatement: `query downloadEarningsStatement($id: ID, $month: String) { downloadEarningsStatement(input: { lecturerId: $id, month: $month, format: CSV }) { ${E} data { url } } }`,
  setLecturerShare: `mutation setLecturerShare($id: ID, $today: String, $v: Int) { setLecturerShare(input: { lecturerId: $id, sharePercent: "35", effectiveFrom: $today, version: $v }) { ${E} data { closing } } }`,
  recordLecturerPayout: `mutation recordLecturerPayout($id: ID, $today: String) { recordLecturerPayout(input: { lecturerId: $id, amount: "1", method: WALLET, reference: "W-MATRIX", paidOn: $today }) { ${E} data { closing } } }`,
} as const;
type Op = keyof typeof operations;
type Role = 'visitor' | 'learner' | 'pendingLecturer' | 'otherLecturer' | 'lecturer' | 'admin';

const reading = (ok: string): Record<Role, string> => ({
  visitor: 'UNAUTHENTICATED',
  learner: 'FORBIDDEN',
  pendingLecturer: 'FORBIDDEN',
  otherLecturer: 'NOT_FOUND',
  lecturer: ok,
  admin: ok,
});
const adminOnly = (ok: string): Record<Role, string> => ({
  ...reading(ok),
  otherLecturer: 'FORBIDDEN',
  lecturer: 'FORBIDDEN',
});
const expected: Record<Op, Record<Role, string>> = {
  // Every studio user may list; a lecturer's list holds only their own row.
  studioEarnings: { ...reading('OK'), otherLecturer: 'OK' },
  studioEarningsStatement: reading('OK'),
  downloadEarningsStatement: reading('OK'),
  setLecturerShare: adminOnly('LECTURER_SHARE_SET'),
  recordLecturerPayout: adminOnly('PAYOUT_RECORDED'),
};

let server: TestServer;
let people: StudioPeople;
let reference: string;
const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());

beforeAll(async () => {
  server = await createTestServer();
  const shop = await seedShop(server);
  people = await studioPeople(server, 'earnings-matrix.example');
  const db = server.database.db;
  const lecturerId = people.lecturer.lecturerId!;
  await db.update(schema.learningPrograms).set({ lecturerId }).where(eq(schema.learningPrograms.id, shop.basics.id));
  await db.insert(schema.lecturerRevenueShares).values({ lecturerId, shareBps: 5000, effectiveFrom: '2020-01-01' });
  // One paid order of the lecturer's course, so there is a line to leak and a balance to pay from.
  const buyer = await learner(server);
  await buyer.call(ADD, { input: { learningProgramId: shop.basics.id } });
  reference = (await buyer.call(CHECKOUT)).data.reference;
  const order = await orderOf(server, reference);
  await sendWebhook(server, { reference, transactionId: 830_001, amountPiastres: order.totalPiastres });
});
afterAll(() => server.close());

describe('the studio permission matrix: lecturer earnings', () => {
  for (const op of Object.keys(operations) as Op[]) {
    it(`${op}: each role gets what its role allows; refusals leak and write nothing`, async () => {
      const lecturerId = people.lecturer.lecturerId!;
      const counts = await tableCounter(server.database.db);
      for (const role of ['visitor', 'learner', 'pendingLecturer', 'otherLecturer', 'lecturer', 'admin'] as const) {
        // The share history's length, so the administrator's change is not a version conflict.
        const version = (
          await server.database.db
            .select()
            .from(schema.lecturerRevenueShares)
            .where(eq(schema.lecturerRevenueShares.lecturerId, lecturerId))
        ).length;
        const before = await counts();
        const res = await server.gql(operations[op], {
          token: people[role].token,
          variables: { id: lecturerId, month: today.slice(0, 7), today, v: version },
          ip: freshIp(),
          locale: 'en',
        });
        const envelope = assertWellFormed(op, res)!;
        const raw = JSON.stringify(res.body);
        const want = expected[op][role];
        if (want === 'OK') expect(envelope.success, `${role} ${raw}`).toBe(true);
        else expect(envelope.code, `${role} ${raw}`).toBe(want);
        if (envelope.success) {
          if (op === 'studioEarnings' && role === 'otherLecturer') expect(raw).not.toContain(lecturerId);
          if (op === 'studioEarningsStatement') expect(raw).toContain(reference);
          continue;
        }
        expect(envelope.data, raw).toBeNull();
        expect(raw).not.toContain(reference);
        expect(await counts(), `${role} wrote nothing`).toEqual(before);
      }
    });
  }
});
