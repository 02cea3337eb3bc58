import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/index';
import { importContentFolder } from './import-content-folder';

const quiz = (correct: boolean) => `
          - type: QUIZ
            enTitle: Quiz
            arTitle: اختبار
            questions:
              - enTitle: Q
                arTitle: س
                answers:
                  - { enTitle: a, arTitle: أ, isCorrect: ${correct} }
                  - { enTitle: b, arTitle: ب }`;

const course = (title: string, extra = '', correct = true) => `
  - type: COURSE
    enTitle: ${title}
    arTitle: دورة
    category: rehab
    originalPrice: 10000${extra}
    sections:
      - enTitle: S
        arTitle: ق
        lessons:
          - { type: VIDEO, enTitle: V, arTitle: ف, videoId: demo-1, durationSeconds: 60 }${quiz(correct)}`;

const FILES: Record<string, string> = {
  'categories.yaml': `categories:
  - { slug: rehab, enName: Rehab, arName: تأهيل }
  - { slug: Bad Slug, enName: Bad, arName: سيئ }
`,
  'courses.yaml': `programs:${course('Good Course')}${course('No Correct Answer', '', false)}
  - type: COURSE
    arTitle: بلا عنوان
    category: rehab
    originalPrice: -100
    sections: []
${course('Unknown Category').replace('category: rehab', 'category: nowhere')}
  - type: WORKSHOP
    enTitle: Backwards Live
    arTitle: ورشة
    category: rehab
    originalPrice: 0
    sections:
      - enTitle: S
        arTitle: ق
        lessons:
          - { type: LIVE_SESSION, enTitle: L, arTitle: م, startAt: "2030-01-02T10:00:00Z", endAt: "2030-01-02T09:00:00Z" }
`,
  'diplomas.yaml': `diplomas:
  - enTitle: Good Diploma
    arTitle: دبلومة
    category: rehab
    originalPrice: 50000
    programs: [good-course, no-correct-answer]
`,
  'broken.yaml': 'faqs:\n  - audience: USER\n    enQuestion: [unclosed\n',
  'misc.json': JSON.stringify({
    faqs: [{ audience: 'EVERYONE', enQuestion: 'Q?', arQuestion: 'س؟', enAnswer: 'A', arAnswer: 'ج' }],
    policies: [{ kind: 'TERMS', enTitle: 'Terms', arTitle: 'الشروط', contentEn: '<p>x</p>', contentAr: '<p>س</p>' }],
  }),
};

let database: TestDatabase;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'content-broken-'));
  for (const [name, text] of Object.entries(FILES)) await writeFile(path.join(folder, name), text);
});

afterAll(async () => {
  await database.destroy();
  await rm(folder, { recursive: true, force: true });
});

describe('importing a folder with bad records', () => {
  it('reports each bad record by file and field and imports only the valid ones', async () => {
    const report = await importContentFolder(database.db, folder, { uploadsDir: path.join(folder, 'uploads') });
    const lines = report.errors.map((e) => `${e.file}: ${e.path}: ${e.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^broken\.yaml: : Invalid YAML at line \d+/),
        expect.stringMatching(/^misc\.json: faqs\[0\]\.audience: /),
        expect.stringMatching(/^categories\.yaml: categories\[1\]\.slug: Must be lower-case/),
        'courses.yaml: programs[1].sections[0].lessons[1].questions[0].answers: At least one answer must be correct',
        'courses.yaml: programs[2].enTitle: Required',
        expect.stringMatching(/^courses\.yaml: programs\[2\]\.originalPrice: /),
        'courses.yaml: programs[2].sections: A program needs at least 1 section',
        'courses.yaml: programs[3].category: Unknown category "nowhere"',
        'courses.yaml: programs[4].sections[0].lessons[0].endAt: Must be after startAt',
        'diplomas.yaml: diplomas[0].programs[1]: Unknown course or workshop "no-correct-answer"',
      ]),
    );
    expect(lines).toHaveLength(10);
    expect(report.imported).toMatchObject({ categories: 1, programs: 1, diplomas: 0, faqs: 0, policies: 1 });

    // Nothing of a rejected record is written: one program with its own children only.
    const programs = await database.db.select().from(s.learningPrograms);
    expect(programs.map((p) => p.slug)).toEqual(['good-course']);
    expect(await database.db.$count(s.sections)).toBe(1);
    expect(await database.db.$count(s.lessons, eq(s.lessons.programId, programs[0]!.id))).toBe(2);
    expect(await database.db.$count(s.lessons)).toBe(2);
    expect(await database.db.$count(s.diplomaPrograms)).toBe(0);
  });
});
