import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContentFolder } from '../content-import/import-content-folder';
import { demoContentFolder } from '../seed/seed-demo';
import { replaceProgramCoLecturers } from '../queries/authoring/program-co-lecturers';
import { learningPrograms, lecturers, lessons, programCoLecturers, quizQuestions, users } from '../schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/index';
import { exportProgramYaml } from './export-program';

let database: TestDatabase;
let uploadsDir: string;
let folder: string;
beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'export-uploads-'));
  folder = await mkdtemp(path.join(tmpdir(), 'export-files-'));
  const report = await importContentFolder(database.db, demoContentFolder, { uploadsDir });
  expect(report.errors).toEqual([]);
}, 120_000);
afterAll(async () => {
  await database.destroy();
  await rm(uploadsDir, { recursive: true, force: true });
  await rm(folder, { recursive: true, force: true });
});

const idOf = async (type: 'COURSE' | 'WORKSHOP' | 'DIPLOMA', where: (slug: string) => boolean) => {
  const rows = await database.db.select().from(learningPrograms).where(eq(learningPrograms.type, type));
  return rows.find((r) => where(r.slug))!;
};

/** A program's co-lecturers (decision 0076) as the database holds them: lecturer ids in order. */
const coLecturersOf = async (programId: string) =>
  (
    await database.db
      .select({ lecturerId: programCoLecturers.lecturerId })
      .from(programCoLecturers)
      .where(eq(programCoLecturers.programId, programId))
      .orderBy(asc(programCoLecturers.position))
  ).map((row) => row.lecturerId);

/** What the database holds of a program's curriculum, in order: ids (so progress survives), titles, kinds, times, questions. */
const curriculum = async (programId: string) =>
  database.db
    .select({
      id: lessons.id,
      enTitle: lessons.enTitle,
      arContent: lessons.arContent,
      type: lessons.type,
      start: lessons.liveSessionStartAt,
      question: quizQuestions.enTitle,
    })
    .from(lessons)
    .leftJoin(quizQuestions, eq(quizQuestions.lessonId, lessons.id))
    .where(eq(lessons.programId, programId))
    .orderBy(asc(lessons.sectionId), asc(lessons.sortOrder), asc(quizQuestions.sortOrder));

describe('exportProgramYaml', () => {
  it.each([
    ['a course with a quiz', 'COURSE', (s: string) => s.startsWith('motivation-and-goal-setting')],
    ['a live workshop', 'WORKSHOP', (s: string) => s.startsWith('kinesio-taping')],
    ['a diploma', 'DIPLOMA', () => true],
  ] as const)(
    'exports %s to the importer’s format, which re-imports to the same program and exports identically',
    async (_label, type, match) => {
      const found = await idOf(type, match);
      // A discount window (decision 0072) travels too, to the millisecond.
      const [program] = await database.db
        .update(learningPrograms)
        .set({
          priceAfterDiscount: found.priceAfterDiscount ?? found.originalPrice,
          discountStartsAt: new Date('2026-12-01T08:00:00.000Z'),
          discountEndsAt: new Date('2026-12-08T21:59:30.500Z'),
        })
        .where(eq(learningPrograms.id, found.id))
        .returning();
      if (!program) throw new Error('the program to export is gone');
      // Two co-lecturers other than its lecturer, in an order that is not the lecturers' own.
      const others = await database.db
        .select({ id: lecturers.id, slug: users.slug })
        .from(lecturers)
        .innerJoin(users, eq(users.id, lecturers.userId))
        .orderBy(asc(users.slug));
      const co = others
        .filter((l) => l.id !== program.lecturerId)
        .slice(0, 2)
        .reverse();
      await replaceProgramCoLecturers(
        database.db,
        program.id,
        co.map((l) => l.id),
      );
      const before = await curriculum(program.id);
      const first = await exportProgramYaml(database.db, program.id);
      expect(first?.slug).toBe(program.slug);
      const document = parse(first!.yaml);
      expect(Object.keys(document)).toEqual([type === 'DIPLOMA' ? 'diplomas' : 'programs']);
      expect(document[type === 'DIPLOMA' ? 'diplomas' : 'programs'][0]).toMatchObject({
        discountStartsAt: '2026-12-01T08:00:00.000Z',
        discountEndsAt: '2026-12-08T21:59:30.500Z',
        coLecturers: co.map((l) => l.slug),
      });
      if (type !== 'DIPLOMA') {
        // The demo course and workshop have the program page's lists (decision 0071): the round trip carries them.
        expect(program.arOutcomes).not.toEqual([]);
        expect(document.programs[0]).toMatchObject({ arOutcomes: program.arOutcomes, enAudience: program.enAudience });
      }

      await writeFile(path.join(folder, 'exported.yaml'), first!.yaml);
      const report = await importContentFolder(database.db, folder, { uploadsDir });
      expect(report.errors).toEqual([]);
      const [again] = await database.db.select().from(learningPrograms).where(eq(learningPrograms.slug, program.slug));
      const { updatedAt: _a, ...was } = program;
      const { updatedAt: _b, ...now } = again!;
      expect(now).toEqual(was);
      expect(await curriculum(program.id)).toEqual(before);
      expect(await coLecturersOf(program.id)).toEqual(co.map((l) => l.id));
      expect((await exportProgramYaml(database.db, program.id))!.yaml).toBe(first!.yaml);
    },
  );

  it('carries the demo course’s co-lecturer (demo-content/programs/healthy-weight-loss.yaml)', async () => {
    const course = await idOf('COURSE', (slug) => slug === 'healthy-weight-loss-without-crash-diets');
    const exported = parse((await exportProgramYaml(database.db, course.id))!.yaml);
    expect(exported.programs[0]).toMatchObject({ lecturer: 'mona-elsherbiny', coLecturers: ['ahmed-samy'] });
  });

  it('answers null for an unknown program', async () => {
    expect(await exportProgramYaml(database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
