import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertNamed } from '../catalog/testing/fixtures';
import {
  callAs,
  studioPeople,
  uploadedFileOf,
  type StudioPeople,
  type StudioPerson,
} from '../catalog/testing/studio-people';

const ENVELOPE = 'code message success fieldErrors { field message }';
const PROFILE =
  'id arBio enBio version profilePicture jobTitle { id } socialLinks { website linkedin x facebook youtube }';
const GET = `query studioLecturerProfile($id: ID) { studioLecturerProfile(lecturerId: $id) { ${ENVELOPE} data { ${PROFILE} } } }`;
const LIST = `query { studioLecturers { ${ENVELOPE} data { items { id fullName } } } }`;
const UPDATE = `mutation updateLecturerProfile($input: UpdateLecturerProfileInput) { updateLecturerProfile(input: $input) { ${ENVELOPE} data { ${PROFILE} } } }`;
const PUBLIC = `query lecturer($id: String) { lecturer(lecturerId: $id) { success data { bio profilePicture socialLinks { linkedin x } } } }`;

let server: TestServer;
let people: StudioPeople;
const published: string[][] = [];

beforeAll(async () => {
  server = await createTestServer();
  people = await studioPeople(server, 'profiles.example');
  server.deps.contentEvents = { publish: async (tags) => void published.push([...tags]) };
});
afterAll(() => server.close());

const as = (who: StudioPerson, query: string, variables: Record<string, unknown> = {}, locale: 'ar' | 'en' = 'en') =>
  callAs(server, who, query, variables, locale);
const versionOf = async (who: StudioPerson, id?: string) => (await as(who, GET, { id })).data.version as number;

describe('a lecturer edits their own profile', () => {
  it('saves both bios, a job title, a photo and https links; audited, public at once', async () => {
    const jobTitle = await insertNamed(server.database.db, 'jobTitles', 'Coach', 'مدرب');
    const photo = await uploadedFileOf(server, people.lecturer.userId!, 'PROFILE_PICTURE');
    const input = {
      version: await versionOf(people.lecturer),
      arBio: 'مدرب لياقة منذ عشر سنوات',
      enBio: 'A fitness coach for ten years',
      jobTitleId: jobTitle.id,
      profilePicture: photo,
      socialLinks: { linkedin: ' https://www.linkedin.com/in/coach ', x: '', website: null },
    };
    const saved = await as(people.lecturer, UPDATE, { input });
    expect(saved.success, JSON.stringify(saved)).toBe(true);
    expect(saved.data).toMatchObject({
      id: people.lecturer.lecturerId,
      enBio: input.enBio,
      profilePicture: photo,
      jobTitle: { id: jobTitle.id },
      socialLinks: { linkedin: 'https://www.linkedin.com/in/coach', x: null, website: null },
      version: input.version + 1,
    });
    const [audit] = await server.database.db
      .select()
      .from(schema.auditEntries)
      .where(eq(schema.auditEntries.entityId, people.lecturer.lecturerId!));
    expect(audit).toMatchObject({ action: 'lecturer.profile.update', after: { enBio: input.enBio } });
    expect(published.at(-1)).toContain(`lecturer:${people.lecturer.lecturerId}`);

    const page = await as(people.visitor, PUBLIC, { id: people.lecturer.lecturerId }, 'ar');
    expect(page.data).toMatchObject({
      bio: input.arBio,
      profilePicture: photo,
      socialLinks: { linkedin: input.socialLinks.linkedin.trim() },
    });

    // The same version again is stale: nothing is overwritten.
    const stale = await as(people.lecturer, UPDATE, { input: { ...input, enBio: 'Lost' } });
    expect(stale).toMatchObject({ success: false, code: 'VERSION_CONFLICT' });
  });

  it('refuses http or malformed links, another person’s photo and an unknown job title, each at its field', async () => {
    const foreign = await uploadedFileOf(server, people.otherLecturer.userId!, 'PROFILE_PICTURE');
    const res = await as(
      people.lecturer,
      UPDATE,
      {
        input: {
          version: await versionOf(people.lecturer),
          arBio: '',
          enBio: '',
          socialLinks: { website: 'http://example.com', facebook: 'not a link' },
        },
      },
      'ar',
    );
    expect(res.code).toBe('VALIDATION_FAILED');
    expect(res.fieldErrors.map((f: { field: string }) => f.field)).toEqual([
      'socialLinks.website',
      'socialLinks.facebook',
    ]);
    for (const { message } of res.fieldErrors) expect(message).toMatch(/^أدخل عنوانًا كاملًا يبدأ بـ .*https:\/\//);
    const refs = await as(people.lecturer, UPDATE, {
      input: {
        version: await versionOf(people.lecturer),
        arBio: '',
        enBio: '',
        profilePicture: foreign,
        jobTitleId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(refs.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['jobTitleId', 'profilePicture']);
  });
});

describe('an administrator edits any lecturer', () => {
  it('lists public lecturers and saves another lecturer’s profile; a lecturer naming another gets NOT_FOUND', async () => {
    const list = await as(people.admin, LIST);
    expect(list.data.items.map((l: { id: string }) => l.id)).toContain(people.otherLecturer.lecturerId);
    const id = people.otherLecturer.lecturerId!;
    const saved = await as(people.admin, UPDATE, {
      input: { lecturerId: id, version: await versionOf(people.admin, id), arBio: 'نبذة', enBio: 'Bio by the admin' },
    });
    expect(saved.data).toMatchObject({ id, enBio: 'Bio by the admin' });
    expect((await as(people.lecturer, GET, { id })).code).toBe('NOT_FOUND');
    expect((await as(people.admin, GET)).code).toBe('NOT_FOUND');
  });
});
