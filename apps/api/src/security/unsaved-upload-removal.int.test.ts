import { randomBytes } from 'node:crypto';
import { findOwnFile, findUploadSweepPosition, saveUploadSweepPosition, schema } from '@manara/db';
import { removeExpiredUploads } from '@manara/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertProgram, insertSyllabus } from '../modules/catalog/testing/fixtures';
import { signedInUser } from '../testing/auth-flows';
import { createTestServer } from '../testing/test-server';
import { bunnyEnv, startBunnyStandIn } from '../adapters/video/testing/bunny-stand-in';
import {
  BYTES,
  DAY,
  db,
  gone,
  kept,
  keyOf,
  left,
  removingAfter,
  someUser,
  sweep,
  sweepServer,
  upload,
  useSweepServer,
} from './testing/unsaved-uploads-world';

// How the unsaved-upload sweep removes (decision 0077): bytes first, through the storage and video
// ports, then rows; a replaced thumbnail, failures and retries, resuming, saves holding a file.
useSweepServer();

describe('a thumbnail replaced in the studio', () => {
  const ENVELOPE = 'code message success fieldErrors { field message }';
  const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { id version } } }`;
  const UPDATE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} data { version thumbnail } } }`;

  it('goes at the next sweep; the new one stays, however old it gets', async () => {
    const { token, user } = await signedInUser(sweepServer(), {
      email: `thumbnails-${randomBytes(4).toString('hex')}@example.com`,
    });
    await db().insert(schema.lecturers).values({ userId: user.id, status: 'APPROVED' });
    const call = async (query: string, input: Record<string, unknown>) =>
      (await sweepServer().gql(query, { token, variables: { input } })).body.data!;
    const created = (await call(CREATE, { type: 'COURSE', arTitle: 'دورة', enTitle: 'Thumbnails' })).createProgram.data;

    const first = await upload('COURSE_THUMBNAIL', { daysAgo: 30, ownerId: user.id });
    const once = (
      await call(UPDATE, { programId: created.id, version: created.version, changes: { thumbnail: first.key } })
    ).updateProgram;
    expect(once.data.thumbnail).toBe(first.key);
    await sweep();
    expect(await left(first.key)).toEqual(kept);

    const second = await upload('COURSE_THUMBNAIL', { daysAgo: 0, ownerId: user.id });
    const twice = (
      await call(UPDATE, { programId: created.id, version: once.data.version, changes: { thumbnail: second.key } })
    ).updateProgram;
    expect(twice.data.thumbnail).toBe(second.key);
    await sweep();
    expect(await left(first.key)).toEqual(gone);
    expect(await left(second.key)).toEqual(kept);

    sweepServer().advanceTime(8 * DAY);
    await sweep();
    expect(await left(second.key)).toEqual(kept);
  });
});

describe('removal', () => {
  it('takes a lesson video’s poster frame with it, and its resumable upload through the video port; a picture never goes to that port', async () => {
    const poster = keyOf('COURSE_VIDEO').replace('course-video', 'video-poster');
    await sweepServer().deps.storage.write(poster, BYTES, 'image/jpeg');
    await sweepServer().deps.storage.publish(poster);
    const video = await upload('COURSE_VIDEO', { videoPoster: poster });
    const picture = await upload('PROFILE_PICTURE');
    const uploads = sweepServer().deps.resumableUploads!;
    const discarded: string[] = [];
    await sweep({
      ...sweepServer().deps,
      resumableUploads: { ...uploads, discard: async (key) => (discarded.push(key), uploads.discard(key)) },
    });
    expect(await left(video.key)).toEqual(gone);
    expect(await sweepServer().deps.storage.inspect(poster, 1)).toBeNull();
    expect(await left(picture.key)).toEqual(gone);
    expect(discarded).toContain(video.key);
    expect(discarded).not.toContain(picture.key);
  });

  it('fails the run when storage fails, and the rows stay until their bytes are gone; the retry removes them', async () => {
    const file = await upload('COMMENT_ATTACHMENT');
    const failing = removingAfter(async (key) => {
      if (key === file.key) throw new Error('storage is down');
    });
    await expect(sweep(failing)).rejects.toThrow('storage is down');
    expect((await left(file.key)).row).toBe(true);
    await sweep();
    expect(await left(file.key)).toEqual(gone);
  });

  it('carries on after the file where the last run stopped, then starts again from the first', async () => {
    const [first, second] = (await Promise.all([upload('CATEGORY_IMAGE'), upload('CATEGORY_IMAGE')])).sort((a, b) =>
      a.id < b.id ? -1 : 1,
    );
    await saveUploadSweepPosition(db(), first!.id, sweepServer().deps.now());
    await sweep();
    expect(await left(second!.key)).toEqual(gone);
    expect(await left(first!.key)).toEqual(kept);
    // The walk reached the last file: the next run starts from the first.
    expect(await findUploadSweepPosition(db())).toBeNull();
    await sweep();
    expect(await left(first!.key)).toEqual(gone);
  });

  it('skips a file a save is holding, and a save that meets a file being removed finds it gone', async () => {
    const owner = await someUser();
    const held = await upload('CATEGORY_IMAGE', { ownerId: owner.id });
    const category = (image: string) => ({
      slug: `c-${randomBytes(4).toString('hex')}`,
      enName: 'Held',
      arName: 'محجوز',
      image,
    });
    if (sweepServer().database.kind === 'pglite') {
      // One connection: a save and a sweep take turns, and the save's file is named when the sweep looks.
      await db().transaction(async (tx) => {
        const file = await findOwnFile(tx, owner.id, held.key, { lockForSave: true });
        await tx.insert(schema.categories).values(category(file!.key));
      });
      await sweep();
      expect(await left(held.key)).toEqual(kept);
      return;
    }
    // The save holds the file while the sweep runs beside it on another connection.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const save = db().transaction(async (tx) => {
      const file = await findOwnFile(tx, owner.id, held.key, { lockForSave: true });
      lockTaken();
      await released;
      await tx.insert(schema.categories).values(category(file!.key));
    });
    await taken;
    await sweep();
    expect(await left(held.key)).toEqual(kept);
    release();
    await save;
    await sweep();
    expect(await left(held.key)).toEqual(kept);

    // The other way round: the sweep holds a file while its bytes go; a save waits, then finds nothing.
    const doomed = await upload('CATEGORY_IMAGE', { ownerId: owner.id });
    let removing!: () => void;
    const removingStarted = new Promise<void>((resolve) => (removing = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const slow = removingAfter(async (key) => {
      if (key !== doomed.key) return;
      removing();
      await finished;
    });
    const sweeping = sweep(slow);
    await removingStarted;
    const looking = db().transaction((tx) => findOwnFile(tx, owner.id, doomed.key, { lockForSave: true }));
    // The save waits on the sweep's lock before the sweep goes on.
    await expect.poll(() => waitingLocks(), { timeout: 5000 }).toBeGreaterThan(0);
    finish();
    await sweeping;
    expect(await looking).toBeNull();
    expect(await left(doomed.key)).toEqual(gone);
  });
});

describe('a lesson video on Bunny Stream', () => {
  it('is deleted at Bunny when nothing plays it a week after its check, then its row', async () => {
    const bunny = await startBunnyStandIn();
    const hosted = await createTestServer({
      env: bunnyEnv(bunny),
    });
    try {
      const { token, user } = await signedInUser(hosted, { email: 'bunny-sweep@example.com' });
      await hosted.database.db.update(schema.users).set({ role: 'LECTURER' }).where(eq(schema.users.id, user.id));
      const link = async () => {
        const res = await hosted.gql(
          `mutation Link($input: GenerateUploadLinkInput) { generateUploadLink(input: $input) { data { key } } }`,
          {
            token,
            variables: { input: { model: 'COURSE_VIDEO' } },
          },
        );
        return res.body.data!.generateUploadLink.data.key as string;
      };
      const [unplayed, played] = [await link(), await link()];
      await hosted.database.db
        .update(schema.files)
        .set({ uploadedAt: new Date(hosted.deps.now().getTime() - 8 * DAY), contentType: 'video/mp4', size: 1 })
        .where(sql`${schema.files.key} in (${unplayed}, ${played})`);
      const program = await insertProgram(hosted.database.db, { enTitle: 'Hosted', arTitle: 'مستضاف' });
      await insertSyllabus(hosted.database.db, program.id, [
        { enTitle: 'Section', arTitle: 'قسم', lessons: [{ enTitle: 'Played', videoId: played }] },
      ]);
      expect(bunny.statuses.has(unplayed)).toBe(true);

      await removeExpiredUploads(hosted.deps);
      expect(bunny.statuses.has(unplayed)).toBe(false);
      expect(bunny.statuses.has(played)).toBe(true);
      const left = await hosted.database.db.select({ key: schema.files.key }).from(schema.files);
      expect(left.map((f) => f.key)).toEqual([played]);
    } finally {
      await hosted.close();
      await bunny.close();
    }
  });
});

/** Lock requests waiting on another transaction (PostgreSQL). */
async function waitingLocks(): Promise<number> {
  const result = await db().execute(sql`select count(*)::int as n from pg_locks where not granted`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}
