import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { callAs, studioPeople, type StudioPeople } from './testing/studio-people';

// Signed preview links (decision 0063): who may make one, and what its holder sees.

const ENVELOPE = 'code message success fieldErrors { field message }';
const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { id slug } } }`;
const LINK = `mutation createProgramPreviewLink($programId: ID) { createProgramPreviewLink(programId: $programId) { ${ENVELOPE} data { path expiresAt } } }`;
const PREVIEW = `query programPreview($token: String) { programPreview(token: $token) { ${ENVELOPE} data { id title sections { title } } } }`;
const COURSE = `query course($slug: String) { course(slug: $slug) { ${ENVELOPE} data { id } } }`;

let server: TestServer;
let people: StudioPeople;

beforeAll(async () => {
  server = await createTestServer();
  people = await studioPeople(server, 'preview.example');
});
afterAll(() => server?.close());

const tokenOf = (path: string) => path.replace(/^\/preview\//, '');

describe('program preview links', () => {
  it("are made by the program's editors only, and show the draft to anyone holding them, in their language", async () => {
    const { lecturer, otherLecturer, pendingLecturer, learner, visitor, admin } = people;
    const created = await callAs(server, lecturer, CREATE, {
      input: { type: 'COURSE', arTitle: 'مسودة للمعاينة', enTitle: 'A draft to preview' },
    });
    const program = created.data as { id: string; slug: string };
    const refused = {
      visitor: 'UNAUTHENTICATED',
      learner: 'FORBIDDEN',
      pendingLecturer: 'FORBIDDEN',
      otherLecturer: 'NOT_FOUND',
    } as const;
    for (const [who, code] of Object.entries(refused)) {
      const person = { visitor, learner, pendingLecturer, otherLecturer }[who as keyof typeof refused];
      expect((await callAs(server, person, LINK, { programId: program.id })).code, who).toBe(code);
    }
    for (const editor of [lecturer, admin]) {
      const link = await callAs(server, editor, LINK, { programId: program.id });
      expect(link.success, editor.label).toBe(true);
      expect(link.data.path).toMatch(/^\/preview\/[\w-]+~[\w-]+$/);
      expect(Date.parse(link.data.expiresAt) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    }

    const { data } = await callAs(server, lecturer, LINK, { programId: program.id });
    const seen = await callAs(server, visitor, PREVIEW, { token: tokenOf(data.path) }, 'en');
    expect(seen).toMatchObject({ success: true, data: { id: program.id, title: 'A draft to preview', sections: [] } });
    expect((await callAs(server, visitor, PREVIEW, { token: tokenOf(data.path) }, 'ar')).data.title).toBe(
      'مسودة للمعاينة',
    );
    // The draft itself stays off the public page.
    expect((await callAs(server, visitor, COURSE, { slug: program.slug })).code).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for a forged, malformed or expired link', async () => {
    const { lecturer, visitor } = people;
    const created = await callAs(server, lecturer, CREATE, {
      input: { type: 'COURSE', arTitle: 'مسودة أخرى', enTitle: 'Another draft' },
    });
    const { data } = await callAs(server, lecturer, LINK, { programId: created.data.id });
    const token = tokenOf(data.path);
    for (const bad of [`${token}A`, token.replace(/^./, (c) => (c === 'W' ? 'X' : 'W')), 'nonsense', ''])
      expect((await callAs(server, visitor, PREVIEW, { token: bad })).code, bad).toMatch(/NOT_FOUND|VALIDATION_FAILED/);
    server.advanceTime(8 * 24 * 3600 * 1000);
    expect((await callAs(server, visitor, PREVIEW, { token })).code).toBe('NOT_FOUND');
  });
});
