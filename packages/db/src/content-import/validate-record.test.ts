import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentFiles } from './load-content-files';
import { kindSchemas } from './schemas/index';
import { programSlug } from './slug';
import { validateRecord } from './validate-record';

const where = { file: 'courses.yaml', path: 'programs[3]' };

const validProgram = () => ({
  type: 'COURSE',
  enTitle: 'Sports Nutrition: Basics & Beyond',
  arTitle: 'أساسيات التغذية الرياضية',
  category: 'nutrition',
  originalPrice: 49900,
  sections: [
    {
      enTitle: 'Basics',
      arTitle: 'الأساسيات',
      lessons: [
        { type: 'VIDEO', enTitle: 'Intro', arTitle: 'مقدمة', videoId: 'demo-1', durationSeconds: 60 },
        {
          type: 'QUIZ',
          enTitle: 'Quiz',
          arTitle: 'اختبار',
          questions: [
            {
              enTitle: 'Q1',
              arTitle: 'س١',
              answers: [
                { enTitle: 'a', arTitle: 'أ', isCorrect: true },
                { enTitle: 'b', arTitle: 'ب' },
              ],
            },
          ],
        },
      ],
    },
  ],
});

function issuesOf(value: unknown) {
  const result = validateRecord(kindSchemas.programs, value, where);
  return result.ok ? [] : result.issues.map((i) => `${i.file}: ${i.path}: ${i.message}`);
}

describe('validateRecord', () => {
  it('accepts a valid program and derives its slug', () => {
    const result = validateRecord(kindSchemas.programs, validProgram(), where);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.slug).toBe('sports-nutrition-basics-beyond');
  });

  it('reports a missing field as Required with file and full path', () => {
    const program: Record<string, unknown> = validProgram();
    delete program.enTitle;
    expect(issuesOf(program)).toContain('courses.yaml: programs[3].enTitle: Required');
  });

  it('reports nested fields with array indexes', () => {
    const program = validProgram();
    (program.sections[0]!.lessons[0] as Record<string, unknown>).videoId = undefined;
    expect(issuesOf(program)).toEqual(['courses.yaml: programs[3].sections[0].lessons[0].videoId: Required']);
  });

  it('rejects negative or fractional prices and discounts above the price', () => {
    expect(issuesOf({ ...validProgram(), originalPrice: -1 })[0]).toMatch(
      /^courses\.yaml: programs\[3\]\.originalPrice: /,
    );
    expect(issuesOf({ ...validProgram(), originalPrice: 99.5 })[0]).toMatch(/originalPrice: Must be an integer/);
    expect(issuesOf({ ...validProgram(), priceAfterDiscount: 60000 })).toEqual([
      'courses.yaml: programs[3].priceAfterDiscount: Must not exceed originalPrice',
    ]);
  });

  it('takes a discount window of ISO instants that ends after it starts and has a discount to apply', () => {
    const window = { discountStartsAt: '2026-12-01T10:00:00+02:00', discountEndsAt: '2026-12-08T23:59:00+02:00' };
    expect(issuesOf({ ...validProgram(), priceAfterDiscount: 39900, ...window })).toEqual([]);
    expect(
      issuesOf({ ...validProgram(), priceAfterDiscount: 39900, ...window, discountEndsAt: window.discountStartsAt }),
    ).toEqual(['courses.yaml: programs[3].discountEndsAt: Must be after discountStartsAt']);
    expect(issuesOf({ ...validProgram(), discountEndsAt: window.discountEndsAt })).toEqual([
      'courses.yaml: programs[3].discountEndsAt: A discount window needs priceAfterDiscount',
    ]);
    expect(issuesOf({ ...validProgram(), priceAfterDiscount: 39900, discountStartsAt: 'next week' })[0]).toMatch(
      /programs\[3\]\.discountStartsAt: /,
    );
  });

  it('takes up to four co-lecturers by slug, each once and never the lecturer (decision 0076)', () => {
    const taught = { ...validProgram(), lecturer: 'mona', coLecturers: ['ahmed', 'sara'] };
    const result = validateRecord(kindSchemas.programs, taught, where);
    expect(result.ok && result.value.coLecturers).toEqual(['ahmed', 'sara']);
    expect(issuesOf({ ...taught, coLecturers: ['ahmed', 'mona', 'ahmed'] })).toEqual([
      'courses.yaml: programs[3].coLecturers[1]: "mona" is the lecturer already',
      'courses.yaml: programs[3].coLecturers[2]: Duplicate co-lecturer "ahmed"',
    ]);
    expect(issuesOf({ ...taught, coLecturers: ['a', 'b', 'c', 'd', 'e'] })[0]).toMatch(/programs\[3\]\.coLecturers: /);
    const plain = validateRecord(kindSchemas.programs, validProgram(), where);
    expect(plain.ok && plain.value.coLecturers).toEqual([]);
  });

  it('checks enum values and unknown keys', () => {
    expect(issuesOf({ ...validProgram(), level: 'EXPERT' })[0]).toMatch(/programs\[3\]\.level: /);
    expect(issuesOf({ ...validProgram(), colour: 'red' })[0]).toMatch(/programs\[3\]: Unrecognized key: "colour"/);
  });

  it('requires at least one correct answer, exactly one for single-answer questions, and two answers', () => {
    const none = validProgram();
    const quiz = none.sections[0]!.lessons[1] as {
      questions: { answers: { isCorrect?: boolean }[]; isMultipleAnswers?: boolean }[];
    };
    quiz.questions[0]!.answers[0]!.isCorrect = false;
    expect(issuesOf(none)).toEqual([
      'courses.yaml: programs[3].sections[0].lessons[1].questions[0].answers: At least one answer must be correct',
    ]);
    quiz.questions[0]!.answers = [
      { isCorrect: true, enTitle: 'a', arTitle: 'أ' } as never,
      { isCorrect: true, enTitle: 'b', arTitle: 'ب' } as never,
    ];
    expect(issuesOf(none)[0]).toMatch(
      /questions\[0\]\.answers: A single-answer question needs exactly one correct answer/,
    );
    quiz.questions[0]!.isMultipleAnswers = true;
    expect(issuesOf(none)).toEqual([]);
    quiz.questions[0]!.answers = [{ isCorrect: true, enTitle: 'a', arTitle: 'أ' } as never];
    expect(issuesOf(none)[0]).toMatch(/questions\[0\]\.answers: A question needs at least 2 answers/);
  });

  it('requires live sessions to start before they end, or a complete relative schedule', () => {
    const live = (extra: Record<string, unknown>) => {
      const p = validProgram();
      p.sections[0]!.lessons.push({ type: 'LIVE_SESSION', enTitle: 'Live', arTitle: 'مباشر', ...extra } as never);
      return issuesOf(p);
    };
    expect(live({ startAt: '2030-01-01T19:00:00+02:00', endAt: '2030-01-01T18:00:00+02:00' })).toEqual([
      'courses.yaml: programs[3].sections[0].lessons[2].endAt: Must be after startAt',
    ]);
    expect(live({ startsInDays: 3, startsAtCairo: '19:00' })).toEqual([
      'courses.yaml: programs[3].sections[0].lessons[2].durationMinutes: Required',
    ]);
    expect(live({ startsInDays: 3, startsAtCairo: '19:00', durationMinutes: 90 })).toEqual([]);
    expect(live({ startsInMinutes: -10, durationMinutes: 90 })).toEqual([]);
    expect(live({ startsInMinutes: 30 })).toEqual([
      'courses.yaml: programs[3].sections[0].lessons[2].durationMinutes: Required',
    ]);
    expect(live({ startsInMinutes: 30, startsInDays: 1, startsAtCairo: '19:00', durationMinutes: 90 })).toEqual([
      'courses.yaml: programs[3].sections[0].lessons[2].startsInMinutes: Give startsInMinutes or startsInDays/startsAtCairo, not both',
    ]);
  });

  it('sanitises HTML fields', () => {
    const result = validateRecord(
      kindSchemas.programs,
      { ...validProgram(), enAbout: '<p onclick="x()">Hi<script>x()</script></p>' },
      where,
    );
    expect(result.ok && result.value.enAbout).toBe('<p>Hi</p>');
  });

  it('checks that a given slug matches the English title', () => {
    expect(issuesOf({ ...validProgram(), slug: 'other' })[0]).toMatch(
      /programs\[3\]\.slug: Must equal the slug of enTitle/,
    );
  });
});

describe('programSlug', () => {
  it('turns whitespace runs into hyphens and keeps only URL-safe characters', () => {
    expect(programSlug('  ACL   Rehabilitation: From Surgery ')).toBe('acl-rehabilitation-from-surgery');
    expect(programSlug('Supplements: Evidence vs. Marketing')).toBe('supplements-evidence-vs-marketing');
  });
});

describe('loadContentFiles', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reports syntax errors, unknown kinds and non-list values by file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-load-'));
    await writeFile(path.join(dir, 'bad.yaml'), 'programs:\n  - enTitle: a: b\n');
    await writeFile(path.join(dir, 'kinds.json'), JSON.stringify({ courses: [], faqs: {} }));
    await writeFile(path.join(dir, 'ok.yml'), 'faqs:\n  - audience: USER\n');
    const loaded = await loadContentFiles(dir);
    expect(loaded.errors.map((e) => `${e.file}: ${e.path}`)).toEqual([
      'bad.yaml: ',
      'kinds.json: courses',
      'kinds.json: faqs',
    ]);
    expect(loaded.errors[0]!.message).toMatch(/^Invalid YAML at line 2/);
    expect(loaded.records.faqs).toHaveLength(1);
    expect(loaded.records.faqs[0]).toMatchObject({ file: 'ok.yml', path: 'faqs[0]' });
  });

  it("takes a question's explanation in both languages, empty when left out", () => {
    const questionOf = (program: unknown) => {
      const result = validateRecord(kindSchemas.programs, program, where);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      return (result.value.sections[0]!.lessons[1] as { questions: Record<string, unknown>[] }).questions[0];
    };
    const program = validProgram();
    const quiz = program.sections[0]!.lessons[1] as { questions: Record<string, unknown>[] };
    Object.assign(quiz.questions[0]!, { enExplanation: ' Because a. ', arExplanation: 'لأن أ.' });
    expect(questionOf(program)).toMatchObject({ enExplanation: 'Because a.', arExplanation: 'لأن أ.' });
    expect(questionOf(validProgram())).toMatchObject({ enExplanation: '', arExplanation: '' });
  });
});
