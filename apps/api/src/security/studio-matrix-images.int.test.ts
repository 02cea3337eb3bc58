import { schema } from '@manara/db';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { freshIp } from '../testing/auth-flows';
import { tableCounter } from './testing/database-facts';
import { assertWellFormed } from './testing/well-formed';
import { E, useMatrixWorld, type Role } from './testing/studio-matrix-world';

const world = useMatrixWorld();

const CROP = `mutation crop($key: String) { cropStudioImage(input: { key: $key, x: 0, y: 0, width: 1, height: 0.5 }) { ${E} data { key } } }`;

// Cropping (decision 0074): a published image is public, so every editor may crop one (the copy is
// theirs); whoever is not on the studio team is refused and writes nothing.
const expected: Record<Role, string> = {
  visitor: 'UNAUTHENTICATED',
  learner: 'FORBIDDEN',
  pendingLecturer: 'FORBIDDEN',
  otherLecturer: 'OK',
  owner: 'OK',
  admin: 'OK',
};

describe('the studio permission matrix: cropping images', () => {
  it('cropStudioImage: editors crop a published thumbnail; the rest are refused and write nothing', async () => {
    const { db } = world.server.database;
    const storage = world.server.deps.storage;
    const key = `files/course-thumbnail/${'ab'.repeat(16)}`;
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await storage.write(key, png, 'image/png');
    await storage.publish(key);
    await db.insert(schema.files).values({ ownerId: null, model: 'COURSE_THUMBNAIL', key, isPublic: true });
    const counts = await tableCounter(db);
    for (const role of Object.keys(expected) as Role[]) {
      const before = await counts();
      const res = await world.server.gql(CROP, {
        token: world.tokens[role],
        variables: { key },
        ip: freshIp(),
        locale: 'en',
      });
      const envelope = assertWellFormed('cropStudioImage', res)!;
      const raw = JSON.stringify(res.body);
      if (expected[role] === 'OK') {
        expect(envelope.success, `${role} ${raw}`).toBe(true);
        continue;
      }
      expect(envelope.code, `${role} ${raw}`).toBe(expected[role]);
      expect(envelope.data, raw).toBeNull();
      expect(await counts(), `${role} wrote nothing`).toEqual(before);
    }
  });
});
