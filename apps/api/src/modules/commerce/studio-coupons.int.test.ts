import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { callAs, studioPeople, type StudioPeople, type StudioPerson } from '../catalog/testing/studio-people';
import { ADD, APPLY, CHECKOUT, GET_CART, learner, orderOf, seedShop, sendWebhook } from './testing/commerce-world';

const ENVELOPE = 'code message success fieldErrors { field message }';
const COUPON = `id code kind value validFrom validTo maxUses maxUsesPerUser minOrder scope categoryIds programIds programTypes
  firstPurchaseOnly isActive status uses revenue version createdAt updatedAt`;
const DETAIL = `coupon { ${COUPON} } categories { id enName arName } programs { id enTitle arTitle type }`;
const LIST = `query studioCoupons($paginate: PaginateInput, $search: String, $status: CouponStatus, $sort: CouponsSortInput) {
  studioCoupons(paginate: $paginate, search: $search, status: $status, sort: $sort) { ${ENVELOPE}
    data { items { ${COUPON} } pageInfo { totalCount totalPages } } } }`;
const GET = `query studioCoupon($id: ID) { studioCoupon(couponId: $id) { ${ENVELOPE} data { ${DETAIL} } } }`;
const CREATE = `mutation createCoupon($input: CouponInput) { createCoupon(input: $input) { ${ENVELOPE} data { ${DETAIL} } } }`;
const UPDATE = `mutation updateCoupon($input: UpdateCouponInput) { updateCoupon(input: $input) { ${ENVELOPE} data { ${DETAIL} } } }`;
const SET_ACTIVE = `mutation setCouponActive($input: SetCouponActiveInput) { setCouponActive(input: $input) { ${ENVELOPE} data { ${DETAIL} } } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
let people: StudioPeople;
let codes = 0;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  people = await studioPeople(server, 'coupons.example');
});
afterAll(() => server.close());

const as = (who: StudioPerson, query: string, variables: Record<string, unknown> = {}, locale: 'ar' | 'en' = 'en') =>
  callAs(server, who, query, variables, locale);

const freshCode = (prefix = 'STUDIO') => `${prefix}${++codes}`;

/** A coupon created by the administrator through the API; answers its view. */
async function created(input: Record<string, unknown>) {
  const res = await as(people.admin, CREATE, {
    input: { code: freshCode(), kind: 'PERCENTAGE', value: 10, scope: 'EVERYTHING', ...input },
  });
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.data.coupon;
}

/** A learner with these programs in the cart. */
async function shopper(programIds: string[]) {
  const who = await learner(server);
  for (const id of programIds) expect((await who.call(ADD, { input: { learningProgramId: id } })).success).toBe(true);
  return who;
}

/** Checks out the cart (with the cart's coupon) and pays it through a signed callback; answers the order. */
async function pay(who: Awaited<ReturnType<typeof shopper>>) {
  const checkout = await who.call(CHECKOUT);
  expect(checkout.success, JSON.stringify(checkout)).toBe(true);
  expect((await sendWebhook(server, { reference: checkout.data.reference })).status).toBe(200);
  return orderOf(server, checkout.data.reference);
}

const auditOf = (couponId: string) =>
  server.database.db.select().from(schema.auditEntries).where(eq(schema.auditEntries.entityId, couponId));

describe('creating a coupon', () => {
  it('stores every term, in EGP and Cairo-entered instants, audited', async () => {
    const validFrom = '2026-12-01T08:00:00.000Z';
    const validTo = '2026-12-31T21:59:00.000Z';
    const res = await as(people.admin, CREATE, {
      input: {
        code: ' winter٢٠٢٦ ',
        kind: 'FIXED',
        value: 50.5,
        validFrom,
        validTo,
        maxUses: 100,
        maxUsesPerUser: 2,
        minOrder: 250,
        scope: 'PROGRAMS',
        programIds: [shop.basics.id],
        firstPurchaseOnly: true,
      },
    });
    expect(res).toMatchObject({ success: true, code: 'COUPON_CREATED', message: 'The coupon was created.' });
    expect(res.data).toMatchObject({
      coupon: {
        code: 'WINTER2026',
        kind: 'FIXED',
        value: 50.5,
        validFrom,
        validTo,
        maxUses: 100,
        maxUsesPerUser: 2,
        minOrder: 250,
        scope: 'PROGRAMS',
        programIds: [shop.basics.id],
        categoryIds: [],
        programTypes: [],
        firstPurchaseOnly: true,
        isActive: true,
        uses: 0,
        revenue: 0,
        version: 1,
      },
      programs: [{ id: shop.basics.id, enTitle: shop.basics.enTitle }],
    });
    const [row] = await server.database.db.select().from(schema.coupons).where(eq(schema.coupons.code, 'WINTER2026'));
    expect(row).toMatchObject({ value: 50_50, minCartPiastres: 250_00 });
    const audit = await auditOf(res.data.coupon.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'coupon.create', entityType: 'coupon', actorId: people.admin.userId });
  });

  it('refuses a code already taken in any case, on the code field, in both languages', async () => {
    const first = await created({ code: 'TAKEN1' });
    expect(first.code).toBe('TAKEN1');
    for (const [locale, message] of [
      ['en', 'Another coupon already has this code.'],
      ['ar', 'يوجد كوبون آخر بهذا الكود.'],
    ] as const) {
      const res = await as(
        people.admin,
        CREATE,
        { input: { code: 'taken1', kind: 'PERCENTAGE', value: 5, scope: 'EVERYTHING' } },
        locale,
      );
      expect(res).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'code', message }],
      });
    }
  });

  it('says what is wrong with each field, in both languages, and writes nothing', async () => {
    const before = await server.database.db.select().from(schema.coupons);
    const bad = {
      code: 'ok-code',
      kind: 'PERCENTAGE',
      value: 150,
      scope: 'CATEGORIES',
      maxUses: 0,
      validFrom: '2026-12-02T10:00:00Z',
      validTo: '2026-12-01T10:00:00Z',
    };
    const en = await as(people.admin, CREATE, { input: bad }, 'en');
    expect(en.code).toBe('VALIDATION_FAILED');
    expect(en.fieldErrors).toEqual([
      { field: 'maxUses', message: 'The number is too small (at least 1).' },
      { field: 'value', message: 'A percentage is a whole number from 1 to 100.' },
      { field: 'validTo', message: 'The end must come after the start.' },
      { field: 'categoryIds', message: 'Choose at least one for this scope.' },
    ]);
    const ar = await as(people.admin, CREATE, { input: bad }, 'ar');
    expect(ar.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'value', message: 'النسبة عدد صحيح من ١ إلى ١٠٠.' },
        { field: 'categoryIds', message: 'اختر عنصرًا واحدًا على الأقل لهذا النطاق.' },
      ]),
    );
    const code = await as(
      people.admin,
      CREATE,
      { input: { code: 'no spaces!', kind: 'FIXED', value: 5, scope: 'EVERYTHING' } },
      'ar',
    );
    // Arabic text sets the Latin example apart (decision 0050).
    expect(code.fieldErrors).toEqual([
      { field: 'code', message: expect.stringMatching(/^استخدم من ٣ إلى ٤٠ حرفًا .*RAMADAN25/) },
    ]);
    const unknown = await as(people.admin, CREATE, {
      input: { code: 'GHOST', kind: 'FIXED', value: 5, scope: 'PROGRAMS', programIds: [people.admin.userId] },
    });
    expect(unknown.fieldErrors).toEqual([{ field: 'programIds', message: 'The value is not valid.' }]);
    expect(await server.database.db.select().from(schema.coupons)).toHaveLength(before.length);
  });
});

describe('editing, disabling and enabling', () => {
  it('saves from the version opened; a save from an older one is refused and changes nothing', async () => {
    const coupon = await created({ value: 10 });
    const first = await as(people.admin, UPDATE, {
      input: {
        couponId: coupon.id,
        version: 1,
        code: coupon.code,
        kind: 'PERCENTAGE',
        value: 15,
        scope: 'PROGRAM_TYPES',
        programTypes: ['WORKSHOP'],
      },
    });
    expect(first).toMatchObject({
      success: true,
      code: 'COUPON_SAVED',
      data: { coupon: { value: 15, version: 2, scope: 'PROGRAM_TYPES', programTypes: ['WORKSHOP'] } },
    });
    for (const locale of ['en', 'ar'] as const) {
      const stale = await as(
        people.admin,
        UPDATE,
        {
          input: { couponId: coupon.id, version: 1, code: coupon.code, kind: 'FIXED', value: 99, scope: 'EVERYTHING' },
        },
        locale,
      );
      expect(stale).toMatchObject({ success: false, code: 'VERSION_CONFLICT', data: null });
    }
    const now = (await as(people.admin, GET, { id: coupon.id })).data.coupon;
    expect(now).toMatchObject({ kind: 'PERCENTAGE', value: 15, version: 2 });
    const audit = await auditOf(coupon.id);
    const update = audit.find((entry) => entry.action === 'coupon.update')!;
    expect(update.before).toEqual({ value: 10, types: [] });
    expect(update.after).toEqual({ value: 15, types: ['WORKSHOP'] });
  });

  it('disables and enables on the version shown, audited; a learner can no longer apply a disabled coupon', async () => {
    const coupon = await created({});
    const off = await as(
      people.admin,
      SET_ACTIVE,
      { input: { couponId: coupon.id, version: 1, isActive: false } },
      'ar',
    );
    expect(off).toMatchObject({
      success: true,
      code: 'COUPON_DISABLED',
      data: { coupon: { isActive: false, status: 'DISABLED', version: 2 } },
    });
    const who = await shopper([shop.strength.id]);
    expect((await who.call(APPLY, { code: coupon.code })).code).toBe('COUPON_NOT_FOUND');
    expect(
      (await as(people.admin, SET_ACTIVE, { input: { couponId: coupon.id, version: 1, isActive: true } })).code,
    ).toBe('VERSION_CONFLICT');
    const on = await as(people.admin, SET_ACTIVE, { input: { couponId: coupon.id, version: 2, isActive: true } });
    expect(on).toMatchObject({ code: 'COUPON_ENABLED', data: { coupon: { status: 'ACTIVE', version: 3 } } });
    expect((await who.call(APPLY, { code: coupon.code })).success).toBe(true);
    expect((await auditOf(coupon.id)).map((entry) => entry.action).sort()).toEqual([
      'coupon.create',
      'coupon.disable',
      'coupon.enable',
    ]);
  });

  it('an edit while a coupon sits in a cart shows the new terms there before payment', async () => {
    const coupon = await created({ value: 10 });
    const who = await shopper([shop.strength.id]);
    expect((await who.call(APPLY, { code: coupon.code })).data.discountAmount).toBe(30);
    await as(people.admin, UPDATE, {
      input: { couponId: coupon.id, version: 1, code: coupon.code, kind: 'FIXED', value: 50, scope: 'EVERYTHING' },
    });
    expect((await who.call(GET_CART)).data.discountAmount).toBe(50);
  });
});

describe('what a learner meets when applying and paying', () => {
  it('a program-scoped coupon discounts that program only and refuses a cart without it', async () => {
    const coupon = await created({ value: 50, scope: 'PROGRAMS', programIds: [shop.strength.id] });
    const both = await shopper([shop.basics.id, shop.strength.id]);
    const applied = await both.call(APPLY, { code: coupon.code.toLowerCase() });
    expect(applied.data.discountAmount).toBe(150);
    const other = await shopper([shop.workshop.id]);
    expect((await other.call(APPLY, { code: coupon.code }, { locale: 'ar' })).code).toBe('COUPON_NOT_APPLICABLE');
  });

  it('a category or program-type scope admits only its items', async () => {
    const category = await created({ value: 50, scope: 'CATEGORIES', categoryIds: [shop.nutrition.id] });
    const type = await created({ value: 50, scope: 'PROGRAM_TYPES', programTypes: ['WORKSHOP'] });
    const who = await shopper([shop.strength.id]);
    expect((await who.call(APPLY, { code: category.code })).code).toBe('COUPON_NOT_APPLICABLE');
    expect((await who.call(APPLY, { code: type.code })).code).toBe('COUPON_NOT_APPLICABLE');
    const workshop = await shopper([shop.workshop.id]);
    expect((await workshop.call(APPLY, { code: type.code })).data.discountAmount).toBe(100);
    expect((await workshop.call(APPLY, { code: category.code })).data.discountAmount).toBe(100);
  });

  it('a minimum order and a validity window are kept', async () => {
    const minimum = await created({ minOrder: 1000 });
    const later = await created({ validFrom: new Date(Date.now() + 86_400_000).toISOString() });
    const who = await shopper([shop.strength.id]);
    expect((await who.call(APPLY, { code: minimum.code })).code).toBe('COUPON_BELOW_MINIMUM');
    expect((await who.call(APPLY, { code: later.code })).code).toBe('COUPON_EXPIRED');
  });

  it('first purchase only: refused, in both languages, to a learner who has paid before; counted only once paid', async () => {
    const coupon = await created({ firstPurchaseOnly: true, value: 20 });
    const who = await shopper([shop.strength.id]);
    expect((await who.call(APPLY, { code: coupon.code })).success).toBe(true);
    // Checking out holds a place but is no use yet.
    const checkout = await who.call(CHECKOUT);
    expect((await as(people.admin, GET, { id: coupon.id })).data.coupon.uses).toBe(0);
    await sendWebhook(server, { reference: checkout.data.reference });
    const order = await orderOf(server, checkout.data.reference);
    expect(order).toMatchObject({ status: 'PAID', couponId: coupon.id });
    expect((await as(people.admin, GET, { id: coupon.id })).data.coupon).toMatchObject({
      uses: 1,
      revenue: order.totalPiastres / 100,
    });
    expect((await who.call(ADD, { input: { learningProgramId: shop.workshop.id } })).success).toBe(true);
    const en = await who.call(APPLY, { code: coupon.code });
    expect(en).toMatchObject({
      code: 'COUPON_FIRST_PURCHASE_ONLY',
      message: 'This coupon is only for a first purchase, and you have bought before.',
    });
    const ar = await who.call(APPLY, { code: coupon.code }, { locale: 'ar' });
    expect(ar.message).toBe('هذا الكود لأول عملية شراء فقط، وقد اشتريت من قبل.');
    expect((await who.call(CHECKOUT, { code: coupon.code })).code).toBe('COUPON_FIRST_PURCHASE_ONLY');
  });

  it('a per-learner limit refuses the learner once their use is paid, and a used coupon keeps its code', async () => {
    const coupon = await created({ maxUsesPerUser: 1 });
    const who = await shopper([shop.strength.id]);
    await who.call(APPLY, { code: coupon.code });
    await pay(who);
    expect((await who.call(ADD, { input: { learningProgramId: shop.workshop.id } })).success).toBe(true);
    expect((await who.call(APPLY, { code: coupon.code })).code).toBe('COUPON_EXHAUSTED');
    const rename = await as(people.admin, UPDATE, {
      input: {
        couponId: coupon.id,
        version: 1,
        code: 'RENAMED-USED',
        kind: 'PERCENTAGE',
        value: 10,
        scope: 'EVERYTHING',
      },
    });
    expect(rename.fieldErrors).toEqual([
      { field: 'code', message: 'This coupon has been used, so its code can no longer change.' },
    ]);
  });

  it('disabling a coupon after it was applied refuses the checkout rather than charging more', async () => {
    const coupon = await created({});
    const who = await shopper([shop.strength.id]);
    await who.call(APPLY, { code: coupon.code });
    await as(people.admin, SET_ACTIVE, { input: { couponId: coupon.id, version: 1, isActive: false } });
    expect((await who.call(CHECKOUT)).code).toBe('COUPON_NOT_FOUND');
  });
});

describe('the coupon list', () => {
  it('searches by code, filters by status, sorts by uses, pages on the server, with uses and revenue from paid orders', async () => {
    const prefix = freshCode('LISTED');
    const used = await created({ code: `${prefix}-A`, value: 10 });
    const unused = await created({ code: `${prefix}-B` });
    const off = await created({ code: `${prefix}-C` });
    await as(people.admin, SET_ACTIVE, { input: { couponId: off.id, version: 1, isActive: false } });
    await server.database.db
      .update(schema.coupons)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(schema.coupons.id, unused.id));
    const payments = [];
    for (let i = 0; i < 2; i += 1) {
      const who = await shopper([shop.strength.id]);
      await who.call(APPLY, { code: used.code });
      payments.push(await pay(who));
    }
    // A checkout never paid counts for nothing.
    const unpaid = await shopper([shop.workshop.id]);
    await unpaid.call(APPLY, { code: used.code });
    expect((await unpaid.call(CHECKOUT)).success).toBe(true);

    const list = await as(people.admin, LIST, {
      search: prefix.toLowerCase(),
      sort: { field: 'TIMES_USED', order: 'DESC' },
      paginate: { page: 1, limit: 2 },
    });
    expect(list.data.pageInfo).toEqual({ totalCount: 3, totalPages: 2 });
    expect(list.data.items[0]).toMatchObject({
      code: used.code,
      uses: 2,
      revenue: payments.reduce((sum, order) => sum + order.totalPiastres, 0) / 100,
    });
    const statuses = async (status: string) =>
      (await as(people.admin, LIST, { search: prefix, status })).data.items.map((c: { code: string }) => c.code);
    expect(await statuses('ACTIVE')).toEqual([used.code]);
    expect(await statuses('EXPIRED')).toEqual([unused.code]);
    expect(await statuses('DISABLED')).toEqual([off.code]);
    const ascending = await as(people.admin, LIST, { search: prefix, sort: { field: 'CREATED_AT', order: 'ASC' } });
    expect(ascending.data.items.map((c: { code: string }) => c.code)).toEqual([used.code, unused.code, off.code]);
    const updated = await as(people.admin, LIST, { search: prefix, sort: { field: 'UPDATED_AT', order: 'DESC' } });
    expect(updated.data.items[0].code).toBe(off.code);
  });
});

describe('who may manage coupons', () => {
  it('administrators only: visitors must sign in, learners and lecturers are refused, and nothing is written', async () => {
    const coupon = await created({});
    const calls = [
      [LIST, {}],
      [GET, { id: coupon.id }],
      [CREATE, { input: { code: freshCode(), kind: 'PERCENTAGE', value: 5, scope: 'EVERYTHING' } }],
      [
        UPDATE,
        { input: { couponId: coupon.id, version: 1, code: coupon.code, kind: 'FIXED', value: 1, scope: 'EVERYTHING' } },
      ],
      [SET_ACTIVE, { input: { couponId: coupon.id, version: 1, isActive: false } }],
    ] as const;
    const couponsBefore = (await server.database.db.select().from(schema.coupons)).length;
    for (const [who, code] of [
      [people.visitor, 'UNAUTHENTICATED'],
      [people.learner, 'FORBIDDEN'],
      [people.lecturer, 'FORBIDDEN'],
      [people.pendingLecturer, 'FORBIDDEN'],
    ] as const) {
      for (const [query, variables] of calls) {
        const res = await as(who, query, variables);
        expect(res, `${who.label}`).toMatchObject({ success: false, code, data: null });
      }
    }
    expect((await server.database.db.select().from(schema.coupons)).length).toBe(couponsBefore);
    expect((await as(people.admin, GET, { id: coupon.id })).data.coupon).toMatchObject({ version: 1, isActive: true });
    expect((await as(people.admin, GET, { id: people.admin.userId })).code).toBe('NOT_FOUND');
  });
});
