import { schema } from '@manara/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { callAs, studioPeople, type StudioPeople } from '../catalog/testing/studio-people';
import { ADD, CHECKOUT, learner, orderOf, seedShop, sendWebhook } from '../commerce/testing/commerce-world';

// Lecturer earnings (decision 0060) end to end through the API: shares, statements, refunds,
// payouts and the CSV/PDF downloads, on whichever engine the suite runs.
const ENVELOPE = 'code message success fieldErrors { field message }';
const STATEMENT = `earnings { lecturerId shareVersion balance earned paid shares { sharePercent effectiveFrom } }
  month opening earned paid closing payouts { amount method reference paidOn }
  lines { kind day orderReference enTitle enPartTitle gross vat coupon refunds net sharePercent earning }`;
const GET = `query studioEarningsStatement($lecturerId: ID, $month: String) { studioEarningsStatement(lecturerId: $lecturerId, month: $month) { ${ENVELOPE} data { ${STATEMENT} } } }`;
const LIST = `query studioEarnings { studioEarnings { ${ENVELOPE} data { items { lecturerId balance shareVersion } } } }`;
const SET_SHARE = `mutation setLecturerShare($input: SetLecturerShareInput) { setLecturerShare(input: $input) { ${ENVELOPE} data { ${STATEMENT} } } }`;
const PAYOUT = `mutation recordLecturerPayout($input: RecordLecturerPayoutInput) { recordLecturerPayout(input: $input) { ${ENVELOPE} data { ${STATEMENT} } } }`;
const DOWNLOAD = `query downloadEarningsStatement($input: DownloadEarningsStatementInput) { downloadEarningsStatement(input: $input) { ${ENVELOPE} data { url fileName } } }`;
const REFUND = `mutation refundOrder($input: RefundOrderInput) { refundOrder(input: $input) { ${ENVELOPE} data { refunded } } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
let people: StudioPeople;
let nextTransaction = 720_000;

const cairoToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const month = () => cairoToday().slice(0, 7);
const toArabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  people = await studioPeople(server, 'earnings.example');
  const db = server.database.db;
  for (const program of [shop.basics, shop.strength])
    await db
      .update(schema.learningPrograms)
      .set({ lecturerId: people.lecturer.lecturerId })
      .where(eq(schema.learningPrograms.id, program.id));
  await db
    .update(schema.learningPrograms)
    .set({ lecturerId: people.otherLecturer.lecturerId })
    .where(eq(schema.learningPrograms.id, shop.workshop.id));
});
afterAll(() => server.close());

async function paidOrder(programIds: string[]) {
  const buyer = await learner(server);
  for (const id of programIds) expect((await buyer.call(ADD, { input: { learningProgramId: id } })).success).toBe(true);
  const { reference } = (await buyer.call(CHECKOUT)).data;
  const order = await orderOf(server, reference);
  nextTransaction += 1;
  expect(
    (await sendWebhook(server, { reference, transactionId: nextTransaction, amountPiastres: order.totalPiastres }))
      .status,
  ).toBe(200);
  return { reference, orderId: order.id, total: order.totalPiastres };
}

const auditsOf = (lecturerId: string, action: string) =>
  server.database.db
    .select()
    .from(schema.auditEntries)
    .where(and(eq(schema.auditEntries.entityId, lecturerId), eq(schema.auditEntries.action, action)));

const statementOf = async (who = people.lecturer, lecturerId?: string) =>
  callAs(server, who, GET, { lecturerId, month: month() }, 'en');

describe('lecturer earnings', () => {
  it('an administrator sets a share from today, version-checked, audited; a past date or a bad percent is a translated field error', async () => {
    const lecturerId = people.lecturer.lecturerId;
    const past = await callAs(
      server,
      people.admin,
      SET_SHARE,
      {
        input: { lecturerId, sharePercent: '40', effectiveFrom: '2020-01-01', version: 0 },
      },
      'ar',
    );
    expect(past.code).toBe('VALIDATION_FAILED');
    expect(past.fieldErrors).toEqual([{ field: 'effectiveFrom', message: expect.stringMatching(/اليوم/) }]);
    const bad = await callAs(
      server,
      people.admin,
      SET_SHARE,
      {
        input: { lecturerId, sharePercent: '100.001', effectiveFrom: cairoToday(), version: 0 },
      },
      'en',
    );
    expect(bad.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['sharePercent']);

    const set = await callAs(
      server,
      people.admin,
      SET_SHARE,
      {
        input: { lecturerId, sharePercent: '٤٠', effectiveFrom: toArabicDigits(cairoToday()), version: 0 },
      },
      'en',
    );
    expect(set.code, JSON.stringify(set)).toBe('LECTURER_SHARE_SET');
    expect(set.data.earnings).toMatchObject({
      shareVersion: 1,
      shares: [{ sharePercent: 40, effectiveFrom: cairoToday() }],
    });

    const stale = await callAs(
      server,
      people.admin,
      SET_SHARE,
      {
        input: { lecturerId, sharePercent: '50', effectiveFrom: cairoToday(), version: 0 },
      },
      'en',
    );
    expect(stale.code).toBe('VERSION_CONFLICT');
    const [audit] = await auditsOf(lecturerId!, 'earnings.share.set');
    expect(audit).toMatchObject({
      actorId: people.admin.userId,
      after: { shareBps: 4000, effectiveFrom: cairoToday() },
    });
  });

  it('a paid order earns its lecturer the share of its net (VAT out) this month, and only that lecturer sees it', async () => {
    const before = (await statementOf()).data;
    const { reference } = await paidOrder([shop.basics.id]);
    const after = (await statementOf()).data;
    const line = after.lines.find((l: { orderReference: string }) => l.orderReference === reference);
    expect(line).toMatchObject({
      kind: 'SALE',
      day: cairoToday(),
      gross: 400.5,
      coupon: 0,
      net: 400.5,
      sharePercent: 40,
      earning: 160.2,
    });
    expect(line.vat).toBeGreaterThan(0);
    expect(after.earnings.balance - before.earnings.balance).toBeCloseTo(160.2, 2);
    expect(after.closing).toBeCloseTo(after.opening + after.earned - after.paid, 2);
    const other = await callAs(server, people.otherLecturer, GET, { month: month() }, 'en');
    expect(JSON.stringify(other)).not.toContain(reference);
  });

  it("a diploma's net is split over its programs' lecturers, the parts adding up to the line", async () => {
    const { reference } = await paidOrder([shop.diploma.id]);
    const mine = (await statementOf()).data.lines.filter(
      (l: { orderReference: string }) => l.orderReference === reference,
    );
    const theirs = (await statementOf(people.admin, people.otherLecturer.lecturerId)).data.lines.filter(
      (l: { orderReference: string }) => l.orderReference === reference,
    );
    expect(mine.map((l: { enPartTitle: string }) => l.enPartTitle).sort()).toEqual(
      [shop.basics.enTitle, shop.strength.enTitle].sort(),
    );
    expect(theirs.map((l: { enPartTitle: string }) => l.enPartTitle)).toEqual([shop.workshop.enTitle]);
    for (const l of [...mine, ...theirs]) expect(l.net).toBeGreaterThan(0);
  });

  it('a partial refund is a negative line this month at the share of the payment day', async () => {
    const { reference, orderId } = await paidOrder([shop.strength.id]);
    const refunded = await callAs(
      server,
      people.admin,
      REFUND,
      { input: { orderId, amount: 114, reason: 'Partly unhappy' } },
      'en',
    );
    expect(refunded.success, JSON.stringify(refunded)).toBe(true);
    const lines = (await statementOf()).data.lines.filter(
      (l: { orderReference: string }) => l.orderReference === reference,
    );
    expect(lines.map((l: { kind: string }) => l.kind)).toEqual(['SALE', 'REFUND']);
    expect(lines[1]).toMatchObject({ refunds: 100, vat: -14, net: -100, sharePercent: 40, earning: -40 });
  });

  it('an administrator records payouts up to the balance; above it, or dated after today, is refused on its field', async () => {
    const lecturerId = people.lecturer.lecturerId;
    const { balance } = (await statementOf()).data.earnings;
    expect(balance).toBeGreaterThan(10);
    const input = { lecturerId, method: 'BANK_TRANSFER', reference: 'TRX-2026-001', paidOn: cairoToday() };
    const above = await callAs(
      server,
      people.admin,
      PAYOUT,
      { input: { ...input, amount: String(balance + 1) } },
      'en',
    );
    expect(above.code).toBe('VALIDATION_FAILED');
    expect(above.fieldErrors).toEqual([{ field: 'amount', message: expect.stringContaining('balance') }]);
    const future = await callAs(
      server,
      people.admin,
      PAYOUT,
      { input: { ...input, amount: '1', paidOn: '2999-01-01' } },
      'en',
    );
    expect(future.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['paidOn']);

    const paid = await callAs(server, people.admin, PAYOUT, { input: { ...input, amount: '١٠٫٥' } }, 'en');
    expect(paid.code, JSON.stringify(paid)).toBe('PAYOUT_RECORDED');
    expect(paid.data.earnings.balance).toBeCloseTo(balance - 10.5, 2);
    expect(paid.data.payouts).toContainEqual({
      amount: 10.5,
      method: 'BANK_TRANSFER',
      reference: 'TRX-2026-001',
      paidOn: cairoToday(),
    });
    const audits = await server.database.db
      .select()
      .from(schema.auditEntries)
      .where(
        and(eq(schema.auditEntries.entityId, lecturerId!), eq(schema.auditEntries.action, 'earnings.payout.record')),
      );
    expect(audits).toHaveLength(1);
    const listed = await callAs(server, people.admin, LIST, {}, 'en');
    expect(listed.data.items.find((i: { lecturerId: string }) => i.lecturerId === lecturerId).balance).toBeCloseTo(
      balance - 10.5,
      2,
    );
  });

  it('the lecturer downloads the month as CSV with a BOM and as a PDF; the link opens nothing else', async () => {
    const csvLink = await callAs(
      server,
      people.lecturer,
      DOWNLOAD,
      { input: { month: month(), format: 'CSV', language: 'AR' } },
      'ar',
    );
    expect(csvLink.success, JSON.stringify(csvLink)).toBe(true);
    const csv = await server.app.inject({ method: 'GET', url: csvLink.data.url });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain('الرصيد الختامي');
    expect(csv.body).toContain('TRX-2026-001');

    const pdfLink = await callAs(
      server,
      people.lecturer,
      DOWNLOAD,
      { input: { month: month(), format: 'PDF', language: 'EN' } },
      'en',
    );
    const pdf = await server.app.inject({ method: 'GET', url: pdfLink.data.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const elsewhere = csvLink.data.url.replace(`/${month()}.csv`, '/2001-01.csv');
    expect((await server.app.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(401);
    const noToken = csvLink.data.url.split('?')[0];
    expect((await server.app.inject({ method: 'GET', url: noToken })).statusCode).toBe(401);
  });
});
