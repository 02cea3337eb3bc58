import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/index';
import { importContentFolder } from './import-content-folder';

const demoFolder = fileURLToPath(new URL('../../demo-content', import.meta.url));
const TABLES = {
  users: s.users,
  lecturers: s.lecturers,
  categories: s.categories,
  blogCategories: s.blogCategories,
  fieldsOfTraining: s.fieldsOfTraining,
  jobTitles: s.jobTitles,
  learningPrograms: s.learningPrograms,
  diplomaPrograms: s.diplomaPrograms,
  sections: s.sections,
  lessons: s.lessons,
  lessonResources: s.lessonResources,
  quizQuestions: s.quizQuestions,
  quizAnswers: s.quizAnswers,
  blogs: s.blogs,
  faqs: s.faqs,
  policies: s.policies,
  countries: s.countries,
};

let database: TestDatabase;
let uploadsDir: string;

async function tableCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) out[name] = await database.db.$count(table);
  return out;
}

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
});

afterAll(async () => {
  await database.destroy();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('importing the demo content', () => {
  it('imports everything the spec asks for without errors', async () => {
    const now = new Date();
    const report = await importContentFolder(database.db, demoFolder, { uploadsDir, now });
    expect(report.errors).toEqual([]);

    const programs = await database.db.select().from(s.learningPrograms);
    const courses = programs.filter((p) => p.type === 'COURSE');
    const workshops = programs.filter((p) => p.type === 'WORKSHOP');
    const diplomas = programs.filter((p) => p.type === 'DIPLOMA');
    expect(courses.length).toBeGreaterThanOrEqual(20);
    expect(workshops).toHaveLength(5);
    expect(workshops.every((w) => w.isLiveCourse)).toBe(true);
    expect(diplomas).toHaveLength(4);
    expect(courses.filter((c) => c.originalPrice === 0).length).toBeGreaterThanOrEqual(1);
    expect(programs.every((p) => p.thumbnail?.startsWith('demo/') && p.publicationStatus === 'PUBLISHED')).toBe(true);

    for (const d of diplomas) {
      const items = await database.db.select().from(s.diplomaPrograms).where(eq(s.diplomaPrograms.diplomaId, d.id));
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(5);
    }

    const live = await database.db.select().from(s.lessons).where(eq(s.lessons.type, 'LIVE_SESSION'));
    expect(live.every((l) => l.liveSessionStartAt! < l.liveSessionEndAt!)).toBe(true);
    expect(live.some((l) => l.liveSessionStartAt! > now)).toBe(true);

    const blogs = await database.db.select().from(s.blogs);
    expect(blogs).toHaveLength(12);
    expect(new Set(blogs.map((b) => b.categoryId)).size).toBe(3);
    expect(blogs.every((b) => b.publishedAt! < now && b.enTags.length > 0 && b.arTags.length > 0)).toBe(true);

    const faqs = await database.db.select().from(s.faqs);
    expect(faqs.filter((f) => f.audience === 'USER').length).toBeGreaterThanOrEqual(6);
    expect(faqs.filter((f) => f.audience === 'LECTURER').length).toBeGreaterThanOrEqual(4);
    expect(await database.db.$count(s.policies)).toBe(4);

    const lecturerUsers = await database.db.select().from(s.users).where(eq(s.users.role, 'LECTURER'));
    expect(lecturerUsers).toHaveLength(8);
    expect(lecturerUsers.every((u) => u.passwordHash === null && u.emailVerifiedAt !== null)).toBe(true);
    expect(await database.db.$count(s.lecturers, eq(s.lecturers.status, 'APPROVED'))).toBe(8);

    const [first] = await database.db.select().from(s.countries).orderBy(asc(s.countries.sortOrder)).limit(1);
    expect(first?.isoCode).toBe('EG');
    expect(await database.db.$count(s.countries)).toBeGreaterThanOrEqual(22);

    await access(path.join(uploadsDir, courses[0]!.thumbnail!));
    await access(path.join(uploadsDir, lecturerUsers[0]!.profilePicture!));
  });

  it('is idempotent: a second import keeps every count and every child id', async () => {
    const before = await tableCounts();
    const lessonIds = (await database.db.select({ id: s.lessons.id }).from(s.lessons)).map((r) => r.id).sort();
    const codes = (await database.db.select({ code: s.users.code }).from(s.users)).map((r) => r.code).sort();
    const report = await importContentFolder(database.db, demoFolder, { uploadsDir });
    expect(report.errors).toEqual([]);
    expect(await tableCounts()).toEqual(before);
    expect((await database.db.select({ id: s.lessons.id }).from(s.lessons)).map((r) => r.id).sort()).toEqual(lessonIds);
    expect((await database.db.select({ code: s.users.code }).from(s.users)).map((r) => r.code).sort()).toEqual(codes);
  });
});
