import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { callAs, studioPeople, type StudioPeople, type StudioPerson } from '../catalog/testing/studio-people';

const ENVELOPE = 'code message success fieldErrors { field message }';
const LIST = `query { studioPolicies { ${ENVELOPE} data { items { id kind version enTitle } } } }`;
const UPDATE = `mutation updatePolicy($input: UpdatePolicyInput) { updatePolicy(input: $input) { ${ENVELOPE} data { id kind version contentAr contentEn } } }`;
const PUBLIC = `query { getPolicies { success data { items { kind title content } } } }`;

let server: TestServer;
let people: StudioPeople;
const published: string[][] = [];

beforeAll(async () => {
  server = await createTestServer();
  people = await studioPeople(server, 'policies-studio.example');
  server.deps.contentEvents = { publish: async (tags) => void published.push([...tags]) };
  await server.database.db
    .insert(schema.policies)
    .values({
      kind: 'PRIVACY',
      arTitle: 'الخصوصية',
      enTitle: 'Privacy',
      contentAr: '<p>قديم</p>',
      contentEn: '<p>Old</p>',
    })
    .onConflictDoNothing();
  await server.database.db
    .insert(schema.policies)
    .values({
      kind: 'ABOUT',
      arTitle: 'عن منارة',
      enTitle: 'About',
      contentAr: '<p>من نحن</p>',
      contentEn: '<p>Us</p>',
    })
    .onConflictDoNothing();
});
afterAll(() => server.close());

const as = (who: StudioPerson, query: string, variables: Record<string, unknown> = {}, locale: 'ar' | 'en' = 'en') =>
  callAs(server, who, query, variables, locale);

const input = (version: number, over: Record<string, unknown> = {}) => ({
  kind: 'PRIVACY',
  version,
  arTitle: 'سياسة الخصوصية',
  enTitle: 'Privacy policy',
  contentAr: '<h2 dir="rtl">بياناتك</h2><p>نحفظها بأمان.</p><script>x()</script>',
  contentEn: '<p>We keep it safe.</p>',
  ...over,
});

describe('policy pages in the studio', () => {
  it('an administrator saves a page on the version opened: sanitised, audited, refreshed, shown', async () => {
    const [privacy] = (await as(people.admin, LIST)).data.items.filter((p: { kind: string }) => p.kind === 'PRIVACY');
    const saved = await as(people.admin, UPDATE, { input: input(privacy.version) });
    expect(saved).toMatchObject({ success: true, data: { version: privacy.version + 1 } });
    expect(saved.data.contentAr).toContain('dir="rtl"');
    expect(saved.data.contentAr).not.toContain('script');
    expect(published.at(-1)).toContain('policies');
    const page = await as(people.visitor, PUBLIC, {}, 'ar');
    expect(page.data.items.find((p: { kind: string }) => p.kind === 'PRIVACY')).toMatchObject({
      title: 'سياسة الخصوصية',
    });
    const audit = await server.database.db
      .select()
      .from(schema.auditEntries)
      .where(eq(schema.auditEntries.entityId, saved.data.id));
    expect(audit).toMatchObject([{ action: 'policy.update', before: { arTitle: 'الخصوصية' } }]);

    const stale = await as(people.admin, UPDATE, { input: input(privacy.version, { enTitle: 'Lost' }) });
    expect(stale).toMatchObject({ success: false, code: 'VERSION_CONFLICT' });
  });

  it('edits the about page the same way, and visitors read it in their language', async () => {
    const [about] = (await as(people.admin, LIST)).data.items.filter((p: { kind: string }) => p.kind === 'ABOUT');
    const saved = await as(people.admin, UPDATE, {
      input: {
        kind: 'ABOUT',
        version: about.version,
        arTitle: 'من نحن',
        enTitle: 'Who we are',
        contentAr: '<h2>رسالتنا</h2><p>تعليم عملي بالعربية.</p>',
        contentEn: '<h2>Our mission</h2><p>Practical learning in Arabic.</p>',
      },
    });
    expect(saved).toMatchObject({ success: true, data: { kind: 'ABOUT', version: about.version + 1 } });
    expect(published.at(-1)).toContain('policy:ABOUT');
    for (const [locale, title, words] of [
      ['ar', 'من نحن', 'تعليم عملي'],
      ['en', 'Who we are', 'Practical learning'],
    ] as const) {
      const page = await as(people.visitor, PUBLIC, {}, locale);
      const shown = page.data.items.find((p: { kind: string }) => p.kind === 'ABOUT');
      expect(shown.title).toBe(title);
      expect(shown.content).toContain(words);
    }
  });

  it('answers per-field errors in both languages', async () => {
    const ar = await as(people.admin, UPDATE, { input: input(1, { arTitle: '', contentEn: '' }) }, 'ar');
    expect(ar.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['arTitle', 'contentEn']);
    expect(ar.fieldErrors.find((f: { field: string }) => f.field === 'arTitle').message).toBe('هذا الحقل مطلوب.');
    const en = await as(people.admin, UPDATE, { input: input(1, { arTitle: '' }) }, 'en');
    expect(en.fieldErrors[0].message).toBe('This field is required.');
  });

  it('is for administrators only: everyone else is refused and nothing changes', async () => {
    for (const [who, code] of [
      [people.visitor, 'UNAUTHENTICATED'],
      [people.learner, 'FORBIDDEN'],
      [people.pendingLecturer, 'FORBIDDEN'],
      [people.otherLecturer, 'FORBIDDEN'],
      [people.lecturer, 'FORBIDDEN'],
    ] as const) {
      expect((await as(who, LIST)).code).toBe(code);
      expect((await as(who, UPDATE, { input: input(2, { enTitle: 'Hijacked' }) })).code).toBe(code);
    }
    const [row] = await server.database.db.select().from(schema.policies).where(eq(schema.policies.kind, 'PRIVACY'));
    expect(row!.enTitle).toBe('Privacy policy');
  });
});
