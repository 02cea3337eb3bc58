import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { signedInUser } from '../../../testing/auth-flows';
import type { GqlOptions, Json, TestServer } from '../../../testing/test-server';

export type StudioPerson = GqlOptions & { label: string; userId?: string; lecturerId?: string };

/** The studio's cast: an administrator, two approved lecturers, a pending one, a learner and a visitor. */
export interface StudioPeople {
  admin: StudioPerson;
  lecturer: StudioPerson;
  otherLecturer: StudioPerson;
  pendingLecturer: StudioPerson;
  learner: StudioPerson;
  visitor: StudioPerson;
}

async function person(server: TestServer, label: string, email: string, lecturer?: 'APPROVED' | 'PENDING') {
  const { token, user } = await signedInUser(server, { email });
  const found: StudioPerson = { label, token, userId: user.id as string };
  if (!lecturer) return found;
  const [row] = await server.database.db
    .insert(schema.lecturers)
    .values({ userId: user.id, status: lecturer })
    .returning();
  return { ...found, lecturerId: row!.id };
}

export async function studioPeople(server: TestServer, domain: string): Promise<StudioPeople> {
  const admin = await person(server, 'admin', `admin@${domain}`);
  await server.database.db.update(schema.users).set({ role: 'ADMIN' }).where(eq(schema.users.id, admin.userId!));
  return {
    admin,
    lecturer: await person(server, 'lecturer', `lecturer@${domain}`, 'APPROVED'),
    otherLecturer: await person(server, 'another lecturer', `other@${domain}`, 'APPROVED'),
    pendingLecturer: await person(server, 'pending lecturer', `pending@${domain}`, 'PENDING'),
    learner: await person(server, 'learner', `learner@${domain}`),
    visitor: { label: 'visitor' },
  };
}

/** Calls one operation and answers its envelope (the first root field's value). */
export async function callAs(
  server: TestServer,
  who: StudioPerson,
  query: string,
  variables: Record<string, unknown> = {},
  locale?: 'ar' | 'en',
): Promise<Json> {
  const res = await server.gql(query, { token: who.token, locale, variables });
  const [envelope] = Object.values(res.body.data ?? {});
  if (!envelope) throw new Error(JSON.stringify(res.body.errors));
  return envelope;
}

/** A file row the user uploaded (the upload flow itself is tested with the files module). */
export async function uploadedFileOf(
  server: TestServer,
  userId: string,
  model: 'COURSE_THUMBNAIL' | 'COURSE_VIDEO' | 'CATEGORY_IMAGE' | 'PROFILE_PICTURE',
  { checked = true, isPublic = model !== 'COURSE_VIDEO' } = {},
): Promise<string> {
  const key = `files/${model.toLowerCase()}/${userId.slice(0, 8)}-${Math.random().toString(36).slice(2, 10)}`;
  await server.database.db.insert(schema.files).values({
    ownerId: userId,
    model,
    key,
    isPublic,
    ...(checked && {
      contentType: model === 'COURSE_VIDEO' ? 'video/mp4' : 'image/webp',
      size: 1024,
      uploadedAt: new Date(),
    }),
  });
  return key;
}

/** A program being edited, with the version the next write is made on. */
export interface Draft {
  id: string;
  version: number;
  slug: string;
}

/**
 * Curriculum writes for a test file: each made at the draft's version, and a success moves the
 * draft to the version it answers. `mutation` gives each write's document.
 */
export function curriculumWriter<W extends string>(server: () => TestServer, mutation: (name: W) => string) {
  return async (who: StudioPerson, program: Draft, name: W, input: Record<string, unknown>, locale?: 'ar' | 'en') => {
    const variables = { input: { programId: program.id, version: program.version, ...input } };
    const envelope = await callAs(server(), who, mutation(name), variables, locale);
    if (envelope.success) program.version = envelope.data.program.version;
    return envelope;
  };
}
