import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLearners, enrol, readCatalogue, sqlClient, type Catalogue, type Learner } from './support/fixtures';
import { postgresServerAt } from './support/postgres-server';
import { isRunning, rssMiB } from './support/processes';
import { settings } from './support/settings';
import { runTraffic, summarise, type TrafficPlan } from './support/traffic';

const BROWSERS = 20;
const SHOPPERS = 15;
const STUDENTS = 15;

describe('load: 50 connections of mixed traffic against one API on PostgreSQL', () => {
  const api = inject('api');
  let db: pg.Pool;
  let plan: Omit<TrafficPlan, 'durationMs'>;

  beforeAll(async () => {
    db = sqlClient(inject('postgres').databaseUrl);
    const catalogue: Catalogue = await readCatalogue(db);
    const shoppers: Learner[] = await createLearners(db, SHOPPERS, 'shopper');
    const students: Learner[] = await createLearners(db, STUDENTS, 'student');
    await enrol(db, students, [...catalogue.lessonsByProgram.keys()]);
    expect(catalogue.paidPrograms.length).toBeGreaterThan(2);
    expect(catalogue.lessonsByProgram.size).toBeGreaterThan(0);
    plan = { apiUrl: api.url, catalogue, shoppers, students, browsers: BROWSERS };
  });

  afterAll(async () => {
    await db?.end();
  });

  it('answers every request successfully and keeps its memory bounded', async () => {
    await runTraffic({ ...plan, durationMs: settings.warmUpSeconds * 1000 });
    const rssStart = rssMiB(api.pid);
    const samples = await runTraffic({ ...plan, durationMs: settings.loadSeconds * 1000 });
    const rssEnd = rssMiB(api.pid);
    const summary = summarise(samples, settings.loadSeconds);
    console.log(
      `load: ${BROWSERS + SHOPPERS + STUDENTS} connections for ${settings.loadSeconds} s: ${summary.requests} requests (${summary.perSecond}/s), ` +
        `${summary.failed} failed, p50 ${summary.p50} ms, p99 ${summary.p99} ms, max ${summary.max} ms; API RSS ${rssStart} MiB at start, ${rssEnd} MiB at end`,
    );
    console.log('load outcomes:', summary.outcomes);
    const failures = samples.filter((s) => !s.ok).slice(0, 10);
    expect(failures, postgresServerAt(inject('postgres')).logTail()).toEqual([]);
    for (const op of [
      'courses',
      'course',
      'allSearch',
      'blogs',
      'getCart',
      'addToCart',
      'removeFromCart',
      'lessonSite',
      'toggleLessonCompletion',
    ]) {
      expect(
        samples.some((s) => s.op === op),
        `${op} was exercised`,
      ).toBe(true);
    }
    expect(isRunning(api.pid)).toBe(true);
    // After the warm-up the heap has found its size; a leak over the run would show as growth beyond it.
    expect(rssEnd).toBeLessThan(rssStart * 1.5);
  });
});
