import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@manara/db';
import { seedDemo } from '@manara/db/seed';
import { hashPassword } from '@manara/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Json, type TestServer } from '../../testing/test-server';
import { learner } from '../commerce/testing/commerce-world';
import { COMPLETED, enrol, LESSON, QUIZ, SUBMIT, SYLLABUS, TOGGLE } from './testing/learning-world';

let server: TestServer;
let uploadsDir: string;
beforeAll(async () => {
  server = await createTestServer();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'manara-learning-demo-'));
  await seedDemo(server.database, { hashPassword, uploadsDir });
}, 300_000);
afterAll(async () => {
  await server.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** The correct answers of a quiz, read from the database (the API never sends them). */
async function correctChoices(lessonId: string) {
  const db = server.database.db;
  const questions = await db.select().from(schema.quizQuestions).where(eq(schema.quizQuestions.lessonId, lessonId));
  const answers = await db
    .select()
    .from(schema.quizAnswers)
    .where(
      inArray(
        schema.quizAnswers.questionId,
        questions.map((q) => q.id),
      ),
    );
  return questions.map((q) => ({
    questionId: q.id,
    answerIds: answers.filter((a) => a.questionId === q.id && a.isCorrect).map((a) => a.id),
  }));
}

describe('demo content through the learning operations', () => {
  it('a learner opens every lesson of a demo course with a quiz, completes it and sees it completed', async () => {
    const [withQuiz] = await server.database.db
      .select({ programId: schema.lessons.programId })
      .from(schema.lessons)
      .where(eq(schema.lessons.type, 'QUIZ'))
      .limit(1);
    expect(withQuiz).toBeDefined();
    const student = await learner(server);
    await enrol(server, student.user.id, [withQuiz!.programId]);

    const syllabus = await student.call(SYLLABUS, { courseId: withQuiz!.programId }, { locale: 'ar' });
    const lessons = syllabus.data.items.flatMap((s: Json) => s.lessons);
    expect(lessons.length).toBeGreaterThan(1);
    for (const lesson of lessons) {
      const opened = await student.call(LESSON, { lessonId: lesson.id }, { locale: 'ar' });
      expect(opened.success).toBe(true);
      if (lesson.type === 'QUIZ') {
        const quiz = await student.call(QUIZ, { lessonId: lesson.id });
        expect(quiz.data.numberOfQuestions).toBeGreaterThan(0);
        const result = await student.call(SUBMIT, {
          input: {
            lessonId: lesson.id,
            answers: await correctChoices(lesson.id),
          },
        });
        expect(result.data).toMatchObject({
          score: 100,
          isPassed: true,
          isLessonCompleted: true,
        });
      } else {
        expect((await student.call(TOGGLE, { lessonId: lesson.id })).data.isCompleted).toBe(true);
      }
    }
    const completed = await student.call(COMPLETED, {});
    expect(completed.data.items.map((i: Json) => [i.program.id, i.progress.percentage])).toContainEqual([
      withQuiz!.programId,
      100,
    ]);
  }, 120_000);
});

describe('demo quizzes', () => {
  it('spread the correct answer of single-answer questions over every position', async () => {
    const db = server.database.db;
    const questions = await db
      .select()
      .from(schema.quizQuestions)
      .where(eq(schema.quizQuestions.isMultipleAnswers, false));
    const answers = await db.select().from(schema.quizAnswers);
    const positions = new Map<number, number>();
    for (const q of questions) {
      const own = answers.filter((a) => a.questionId === q.id).sort((a, b) => a.sortOrder - b.sortOrder);
      const at = own.findIndex((a) => a.isCorrect);
      positions.set(at, (positions.get(at) ?? 0) + 1);
    }
    expect(questions.length).toBeGreaterThan(20);
    // Every position is used, and none holds even half of the correct answers.
    expect([...positions.keys()].sort()).toEqual([0, 1, 2]);
    for (const count of positions.values()) expect(count).toBeLessThan(questions.length / 2);
  });
});
