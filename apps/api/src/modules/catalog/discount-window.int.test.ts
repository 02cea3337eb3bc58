import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { COURSES, ENVELOPE } from './testing/documents';
import { seedCatalogue } from './testing/world';

// A discount counts only inside its window (decision 0072): the catalogue, the program page and
// the studio's save. The cart and checkout are in commerce/discount-window-checkout.int.test.ts.

const HOUR = 3_600_000;
let server: TestServer;
let world: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  server = await createTestServer();
  world = await seedCatalogue(server.database.db);
});
afterAll(() => server.close());

const setProgram = (id: string, values: Partial<typeof schema.learningPrograms.$inferInsert>) =>
  server.database.db.update(schema.learningPrograms).set(values).where(eq(schema.learningPrograms.id, id));

async function field(query: string, variables: Record<string, unknown> = {}, token?: string, locale?: 'ar' | 'en') {
  const res = await server.gql(query, { variables, token, locale });
  const [envelope] = Object.values(res.body.data ?? {}) as any[];
  if (!envelope) throw new Error(JSON.stringify(res.body.errors));
  return envelope;
}

const COURSE = `query course($slug: String) { course(slug: $slug) { ${ENVELOPE}
  data { slug originalPrice priceAfterDiscount priceWithVat offerEndsAt } } }`;

describe('the catalogue inside and outside a discount window', () => {
  it('sorts and filters by the price paid at the time of the query, and the page says when the offer ends', async () => {
    const now = server.deps.now();
    const startsAt = new Date(now.getTime() + HOUR);
    const endsAt = new Date(now.getTime() + 3 * HOUR);
    // 500 EGP, 100 during the window: before it, dearest of the courses; inside it, second cheapest.
    await setProgram(world.basics.id, {
      priceAfterDiscount: 100_00,
      discountStartsAt: startsAt,
      discountEndsAt: endsAt,
    });
    const byPrice = async (filter: Record<string, unknown> = {}) =>
      (await field(COURSES, { sort: { field: 'PRICE', order: 'ASC' }, filter })).data.items.map(
        (p: { slug: string }) => p.slug,
      );

    expect(await byPrice()).toEqual([
      'free-stretching',
      'live-recovery-workshop',
      'strength-training',
      'sports-nutrition-basics',
    ]);
    expect(await byPrice({ maxPrice: 150 })).toEqual(['free-stretching']);
    expect((await field(COURSE, { slug: 'sports-nutrition-basics' })).data).toEqual({
      slug: 'sports-nutrition-basics',
      originalPrice: 500,
      priceAfterDiscount: 500,
      priceWithVat: 570,
      offerEndsAt: null,
    });

    server.advanceTime(2 * HOUR);
    expect(await byPrice()).toEqual([
      'free-stretching',
      'sports-nutrition-basics',
      'live-recovery-workshop',
      'strength-training',
    ]);
    expect(await byPrice({ maxPrice: 150 })).toEqual(['free-stretching', 'sports-nutrition-basics']);
    expect((await field(COURSE, { slug: 'sports-nutrition-basics' })).data).toEqual({
      slug: 'sports-nutrition-basics',
      originalPrice: 500,
      priceAfterDiscount: 100,
      priceWithVat: 114,
      offerEndsAt: endsAt.toISOString(),
    });

    // At the end instant and after it, the original price again.
    server.advanceTime(HOUR);
    expect((await byPrice()).at(-1)).toBe('sports-nutrition-basics');
    expect((await field(COURSE, { slug: 'sports-nutrition-basics' })).data).toMatchObject({
      priceAfterDiscount: 500,
      offerEndsAt: null,
    });
  });
});

const PROGRAM = 'id version originalPrice priceAfterDiscount discountStartsAt discountEndsAt';
const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { ${PROGRAM} } } }`;
const UPDATE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} data { ${PROGRAM} } } }`;
const GET = `query studioProgram($programId: ID) { studioProgram(programId: $programId) { ${ENVELOPE} data { program { ${PROGRAM} } } } }`;
const AUDIT = `query auditEntries($entityType: String, $entityId: ID) { auditEntries(entityType: $entityType, entityId: $entityId) {
  ${ENVELOPE} data { items { action changes { field before after } } } } }`;

describe('authoring a discount window in the studio', () => {
  async function lecturerWithDraft(email: string) {
    const { token, user } = await signedInUser(server, { email });
    await server.database.db.insert(schema.lecturers).values({ userId: user.id, status: 'APPROVED' });
    const created = await field(
      CREATE,
      { input: { type: 'COURSE', arTitle: 'دورة بخصم', enTitle: `Windowed ${email.split('@')[0]}` } },
      token,
    );
    expect(created.success).toBe(true);
    return { token, program: created.data as { id: string; version: number } };
  }

  it('saves the window with the prices, answers it, and audits it', async () => {
    const { token, program } = await lecturerWithDraft('window-saver@studio.test');
    const changes = {
      originalPrice: 600,
      priceAfterDiscount: 450,
      discountStartsAt: '2026-12-01T08:00:00.000Z',
      discountEndsAt: '2026-12-08T22:00:00.000Z',
    };
    const saved = await field(UPDATE, { input: { programId: program.id, version: program.version, changes } }, token);
    expect(saved).toMatchObject({ success: true, data: { ...changes, version: program.version + 1 } });
    expect((await field(GET, { programId: program.id }, token)).data.program).toMatchObject(changes);
    const audit = await field(AUDIT, { entityType: 'program', entityId: program.id }, token);
    const update = audit.data.items.find((e: { action: string }) => e.action === 'program.update');
    expect(update.changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['discountStartsAt', 'discountEndsAt']),
    );

    // Null opens an edge again.
    const opened = await field(
      UPDATE,
      { input: { programId: program.id, version: saved.data.version, changes: { discountStartsAt: null } } },
      token,
    );
    expect(opened.data).toMatchObject({ discountStartsAt: null, discountEndsAt: changes.discountEndsAt });
  });

  it('refuses an end not after the start and a window without a discounted price, per field, translated', async () => {
    const { token, program } = await lecturerWithDraft('window-refused@studio.test');
    const save = (changes: Record<string, unknown>, locale: 'ar' | 'en' = 'en') =>
      field(UPDATE, { input: { programId: program.id, version: program.version, changes } }, token, locale);

    const backwards = await save({
      originalPrice: 600,
      priceAfterDiscount: 450,
      discountStartsAt: '2026-12-08T22:00:00.000Z',
      discountEndsAt: '2026-12-08T22:00:00.000Z',
    });
    expect(backwards).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'changes.discountEndsAt', message: 'The end must come after the start.' }],
    });
    const withoutDiscount = await save({ originalPrice: 600, discountStartsAt: '2026-12-01T08:00:00.000Z' }, 'ar');
    expect(withoutDiscount).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'changes.discountStartsAt', message: 'فترة الخصم تحتاج إلى سعر بعد الخصم.' }],
    });
    // Nothing was saved.
    expect((await field(GET, { programId: program.id }, token)).data.program).toMatchObject({
      version: program.version,
      discountStartsAt: null,
      discountEndsAt: null,
    });
  });

  it('leaves the window of a published program to administrators, as its prices', async () => {
    const { token, program } = await lecturerWithDraft('window-money@studio.test');
    await setProgram(program.id, { publishedAt: new Date(), priceAfterDiscount: 100_00 });
    const res = await field(
      UPDATE,
      {
        input: {
          programId: program.id,
          version: program.version,
          changes: { discountEndsAt: '2026-12-08T22:00:00.000Z' },
        },
      },
      token,
    );
    expect(res.code).toBe('FORBIDDEN');
  });
});
