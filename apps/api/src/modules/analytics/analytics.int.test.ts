import { schema } from '@manara/db';
import { startJobRunner, type DomainDeps } from '@manara/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { callAs, studioPeople, type StudioPeople, type StudioPerson } from '../catalog/testing/studio-people';
import { ADD, CHECKOUT, learner, orderOf, seedShop, sendWebhook } from '../commerce/testing/commerce-world';

const E = 'code message success fieldErrors { field message }';
const DASHBOARD = `query analyticsDashboard($from: String, $to: String) { analyticsDashboard(from: $from, to: $to) { ${E}
  data { scope days { day net refunded orders newLearners } months { month net orders }
    funnel { visits carts checkouts paid } programs { programId enTitle net sold visits completionRate passRate }
    emptySearches { query searches } } } }`;
const RECORD = `mutation recordAnalyticsEvents($consent: Boolean, $events: [AnalyticsEventInput!]) {
  recordAnalyticsEvents(consent: $consent, events: $events) { ${E} data { recorded } } }`;
const MY_OPT_OUT = `query myAnalyticsOptOut { myAnalyticsOptOut { ${E} data { optedOut } } }`;
const OPT_OUT = `mutation setAnalyticsOptOut($optedOut: Boolean) { setAnalyticsOptOut(optedOut: $optedOut) { ${E} data { optedOut } } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
let people: StudioPeople;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  people = await studioPeople(server, 'analytics.example');
  // The lecturer gives the 300 EGP course (strength); the other lecturer gives nothing here.
  await server.database.db
    .update(schema.learningPrograms)
    .set({ lecturerId: people.lecturer.lecturerId! })
    .where(eq(schema.learningPrograms.id, shop.strength.id));
  // A learner buys it: added to the cart, checked out, paid.
  const buyer = await learner(server);
  expect((await buyer.call(ADD, { input: { learningProgramId: shop.strength.id } })).success).toBe(true);
  const checkout = await buyer.call(CHECKOUT);
  expect(checkout.success, JSON.stringify(checkout)).toBe(true);
  expect((await sendWebhook(server, { reference: checkout.data.reference })).status).toBe(200);
  expect((await orderOf(server, checkout.data.reference)).status).toBe('PAID');
});
afterAll(() => server.close());

const dashboard = (who: StudioPerson, locale: 'ar' | 'en' = 'en') =>
  callAs(server, who, DASHBOARD, { from: today, to: today }, locale);

describe('analyticsDashboard', () => {
  it("shows today's purchase to the administrator: revenue net of VAT, the order, the learner, the funnel", async () => {
    const res = await dashboard(people.admin);
    expect(res.success, JSON.stringify(res)).toBe(true);
    expect(res.data.scope).toBe('ALL');
    const [day] = res.data.days;
    expect(day).toEqual({ day: today, net: 300, refunded: 0, orders: 1, newLearners: 1 });
    expect(res.data.months).toEqual([{ month: today.slice(0, 7), net: 300, orders: 1 }]);
    expect(res.data.funnel).toMatchObject({ carts: 1, checkouts: 1, paid: 1 });
    expect(res.data.programs[0]).toMatchObject({ programId: shop.strength.id, net: 300, sold: 1 });
  });

  it('permission matrix: visitor and learner refused; each lecturer sees their own programs only', async () => {
    expect((await dashboard(people.visitor)).code).toBe('UNAUTHENTICATED');
    expect((await dashboard(people.learner)).code).toBe('FORBIDDEN');
    expect((await dashboard(people.pendingLecturer)).code).toBe('FORBIDDEN');
    const own = await dashboard(people.lecturer);
    expect(own.data.scope).toBe('OWN');
    expect(own.data.days[0].net).toBe(300);
    expect(own.data.programs.map((p: { programId: string }) => p.programId)).toEqual([shop.strength.id]);
    const other = await dashboard(people.otherLecturer);
    expect(other.data.scope).toBe('OWN');
    expect(other.data.days[0]).toMatchObject({ net: 0, orders: 0, newLearners: 0 });
    expect(other.data.programs).toEqual([]);
    expect(other.data.funnel).toEqual({ visits: 0, carts: 0, checkouts: 0, paid: 0 });
  });

  it('refuses a range that ends before it starts or is too long, per field, in both languages', async () => {
    for (const [from, to] of [
      ['2026-02-01', '2026-01-01'],
      ['2024-01-01', '2026-01-01'],
    ]) {
      const en = await callAs(server, people.admin, DASHBOARD, { from, to }, 'en');
      expect(en.code).toBe('VALIDATION_FAILED');
      expect(en.fieldErrors[0].field).toBe('to');
      const ar = await callAs(server, people.admin, DASHBOARD, { from, to }, 'ar');
      expect(ar.fieldErrors[0].message).toMatch(/[\u0600-\u06FF]/);
    }
    const bad = await callAs(server, people.admin, DASHBOARD, { from: 'yesterday', to: today });
    expect(bad.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['from']);
  });
});

describe('recordAnalyticsEvents', () => {
  const search = (query: string, resultCount: number) => ({ kind: 'SEARCH', query, resultCount });

  it("records a signed-out visitor's events only with consent, and a program page under its program", async () => {
    const events = [{ kind: 'PAGE_VIEW', path: `/en/program/${shop.strength.id}?ref=x` }, search('أحمد  الطباخ', 0)];
    const refused = await callAs(server, people.visitor, RECORD, { events });
    expect(refused.data).toEqual({ recorded: 0 });
    const consented = await callAs(server, people.visitor, RECORD, { consent: true, events });
    expect(consented.data).toEqual({ recorded: 2 });
    const res = await dashboard(people.admin);
    expect(res.data.emptySearches).toContainEqual({ query: 'احمد الطباخ', searches: 1 });
    expect(res.data.funnel.visits).toBe(1);
    expect((await dashboard(people.lecturer)).data.emptySearches).toEqual([]);
  });

  it("records a learner's events with their account until they opt out", async () => {
    const events = [search('zzz nothing', 0)];
    expect((await callAs(server, people.learner, RECORD, { events })).data).toEqual({ recorded: 1 });
    expect((await callAs(server, people.learner, MY_OPT_OUT)).data).toEqual({ optedOut: false });
    expect((await callAs(server, people.learner, OPT_OUT, { optedOut: true })).data).toEqual({ optedOut: true });
    expect((await callAs(server, people.learner, RECORD, { events })).data).toEqual({ recorded: 0 });
    expect((await callAs(server, people.learner, MY_OPT_OUT)).data).toEqual({ optedOut: true });
    expect((await callAs(server, people.visitor, MY_OPT_OUT)).code).toBe('UNAUTHENTICATED');
    expect((await callAs(server, people.visitor, OPT_OUT, { optedOut: true })).code).toBe('UNAUTHENTICATED');
    const rows = await server.database.db
      .select()
      .from(schema.analyticsEvents)
      .where(eq(schema.analyticsEvents.query, 'zzz nothing'));
    expect(rows.map((r) => r.userId)).toEqual([people.learner.userId]);
  });

  it('refuses oversized batches and malformed events with per-field errors', async () => {
    const many = Array.from({ length: 21 }, () => ({ kind: 'PAGE_VIEW', path: '/' }));
    const tooMany = await callAs(server, people.admin, RECORD, { events: many });
    expect(tooMany.code).toBe('VALIDATION_FAILED');
    expect(tooMany.fieldErrors[0].field).toBe('events');
    const malformed = await callAs(server, people.admin, RECORD, {
      events: [
        { kind: 'PAGE_VIEW', path: 'no-slash' },
        { kind: 'SEARCH', query: 'x' },
      ],
    });
    expect(malformed.fieldErrors.map((f: { field: string }) => f.field)).toEqual([
      'events.0.path',
      'events.1.resultCount',
    ]);
  });
});

describe('the hourly rollup job', () => {
  it("counts yesterday's events, which the dashboard does not recount itself", async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(yesterday);
    await server.database.db
      .insert(schema.analyticsEvents)
      .values({ kind: 'ADD_TO_CART', programId: shop.strength.id, occurredAt: yesterday });
    const carts = async () =>
      (await callAs(server, people.lecturer, DASHBOARD, { from: day, to: day })).data.funnel.carts as number;
    expect(await carts()).toBe(0);
    const runner = startJobRunner(server.deps as DomainDeps, { intervalMs: 60_000 });
    await runner.tick();
    await runner.stop();
    expect(await carts()).toBe(1);
  });
});
