import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export interface Learner {
  id: string;
  email: string;
  /** A bearer token for an open session (only its SHA-256 is stored, as the API does). */
  token: string;
}

export interface Catalogue {
  /** Published courses and workshops with a price (can go in a cart). */
  paidPrograms: { id: string; type: string; slug: string }[];
  /** Published programs with lessons, and their non-quiz lessons (completion can be toggled). */
  lessonsByProgram: Map<string, string[]>;
  blogCategorySlug: string | null;
}

/** One pooled connection to the database the API uses: the tests set up rows and check invariants in SQL. */
export function sqlClient(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {});
  return pool;
}

/**
 * Learners with open sessions, made in SQL so the load does not start by tripping the login rate
 * limits (those are the security suite's business). The API authenticates them like any session.
 */
export async function createLearners(db: pg.Pool, count: number, prefix: string): Promise<Learner[]> {
  const learners: Learner[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${prefix}-${i}@reliability.test`;
    const slug = `${prefix}-${i}`;
    const code = `U${prefix.toUpperCase().replace(/[^A-Z0-9]/g, '')}${i}`.slice(0, 30);
    const { rows } = await db.query<{ id: string }>(
      `insert into users (code, email, email_verified_at, first_name, last_name, ar_first_name, ar_last_name, slug, fav_lang)
       values ($1, $2, now(), 'Load', $3, 'حمل', $3, $4, 'EN') returning id`,
      [code, email, String(i), slug],
    );
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await db.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
      rows[0]!.id,
      hash,
    ]);
    learners.push({ id: rows[0]!.id, email, token });
  }
  return learners;
}

/** Enrols every learner in `programIds` (as an administrator would). */
export async function enrol(db: pg.Pool, learners: Learner[], programIds: string[]): Promise<void> {
  for (const learner of learners) {
    for (const programId of programIds) {
      await db.query(
        `insert into enrollments (user_id, program_id, source) values ($1, $2, 'ADMIN') on conflict do nothing`,
        [learner.id, programId],
      );
    }
  }
}

export async function readCatalogue(db: pg.Pool): Promise<Catalogue> {
  const paid = await db.query<{ id: string; type: string; slug: string }>(
    `select id, type, slug from learning_programs
      where publication_status = 'PUBLISHED' and type in ('COURSE', 'WORKSHOP') and coalesce(price_after_discount, original_price) > 0
      order by slug`,
  );
  const lessons = await db.query<{ program_id: string; id: string }>(
    `select l.program_id, l.id from lessons l join learning_programs p on p.id = l.program_id
      where p.publication_status = 'PUBLISHED' and p.type in ('COURSE', 'WORKSHOP') and l.type <> 'QUIZ'
      order by l.program_id, l.sort_order`,
  );
  const lessonsByProgram = new Map<string, string[]>();
  for (const row of lessons.rows)
    lessonsByProgram.set(row.program_id, [...(lessonsByProgram.get(row.program_id) ?? []), row.id]);
  const category = await db.query<{ slug: string }>(`select slug from blog_categories limit 1`);
  return { paidPrograms: paid.rows, lessonsByProgram, blogCategorySlug: category.rows[0]?.slug ?? null };
}

/**
 * A published program with a plain completion certificate, and a learner enrolled in it with every
 * lesson done but one article or video lesson (`lastLessonId`): ticking that one through the API
 * completes the program, which issues the certificate. Quizzes are marked passed in SQL here.
 */
export async function nearlyCompleteProgram(
  db: pg.Pool,
  learner: Learner,
): Promise<{ programId: string; lastLessonId: string } | null> {
  const { rows } = await db.query<{ id: string; last_lesson: string }>(
    `select p.id, (array_agg(l.id order by l.sort_order desc) filter (where l.type in ('ARTICLE', 'VIDEO')))[1] as last_lesson
       from learning_programs p join lessons l on l.program_id = p.id
      where p.publication_status = 'PUBLISHED' and p.type in ('COURSE', 'WORKSHOP') and p.has_certificate and not p.ace_certificate
      group by p.id having count(*) filter (where l.type in ('ARTICLE', 'VIDEO')) > 0
      order by count(*) limit 1`,
  );
  const program = rows[0];
  if (!program) return null;
  await enrol(db, [learner], [program.id]);
  await db.query(
    `insert into lesson_completions (user_id, lesson_id) select $1, id from lessons where program_id = $2 and id <> $3`,
    [learner.id, program.id, program.last_lesson],
  );
  return { programId: program.id, lastLessonId: program.last_lesson };
}
