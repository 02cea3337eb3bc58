import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshIp } from '../testing/auth-flows';
import { tableCounter } from './testing/database-facts';
import { assertWellFormed } from './testing/well-formed';
import { E, editors, refusedRoles, useMatrixWorld, type Role } from './testing/studio-matrix-world';

const world = useMatrixWorld();

// Lecturer profiles (decision 0064): a lecturer reads and saves their own public profile, an
// administrator anyone's; another lecturer's answers NOT_FOUND. The list of public lecturers is for
// anyone in the studio (a program's co-lecturer choices, decision 0076). Every refusal leaks
// nothing of the draft bio and writes nothing.
const profileOperations = {
  studioLecturers: `query studioLecturers { studioLecturers { ${E} data { items { id } } } }`,
  studioLecturerProfile: `query studioLecturerProfile($id: ID) { studioLecturerProfile(lecturerId: $id) { ${E} data { enBio } } }`,
  updateLecturerProfile: `mutation updateLecturerProfile($id: ID, $v: Int) { updateLecturerProfile(input: { lecturerId: $id, version: $v, arBio: "نبذة", enBio: "Matrix Bio saved", socialLinks: { website: "https://example.com" } }) { ${E} data { enBio } } }`,
} as const;
const profileExpected: Record<keyof typeof profileOperations, Record<Role, string>> = {
  studioLecturers: { ...refusedRoles, otherLecturer: 'OK', owner: 'OK', admin: 'OK' },
  studioLecturerProfile: editors('OK'),
  updateLecturerProfile: editors('OK'),
};

describe('the studio permission matrix: lecturer profiles', () => {
  for (const op of Object.keys(profileOperations) as Array<keyof typeof profileOperations>) {
    it(`${op}: the lecturer their own, administrators any; refusals leak and write nothing`, async () => {
      const db = world.server.database.db;
      const [owner] = await db
        .select({ id: schema.lecturers.id, version: schema.lecturers.version })
        .from(schema.lecturers)
        .innerJoin(schema.users, eq(schema.users.id, schema.lecturers.userId))
        .where(eq(schema.users.email, 'owner@matrix.test'));
      await db.update(schema.lecturers).set({ enBio: 'Matrix Secret Bio' }).where(eq(schema.lecturers.id, owner!.id));
      const counts = await tableCounter(db);
      for (const role of ['visitor', 'learner', 'pendingLecturer', 'otherLecturer', 'owner', 'admin'] as const) {
        const [current] = await db
          .select({ version: schema.lecturers.version })
          .from(schema.lecturers)
          .where(eq(schema.lecturers.id, owner!.id));
        const variables = { id: owner!.id, v: current!.version };
        const before = await counts();
        const res = await world.server.gql(profileOperations[op], {
          token: world.tokens[role],
          variables,
          ip: freshIp(),
          locale: 'en',
        });
        const envelope = assertWellFormed(op, res)!;
        const raw = JSON.stringify(res.body);
        const want = profileExpected[op][role];
        if (want === 'OK') {
          expect(envelope.success, `${role} ${raw}`).toBe(true);
          continue;
        }
        expect(envelope.code, `${role} ${raw}`).toBe(want);
        expect(envelope.data, raw).toBeNull();
        expect(raw).not.toMatch(/Matrix Secret Bio/);
        expect(await counts(), `${role} wrote nothing`).toEqual(before);
      }
    });
  }
});
