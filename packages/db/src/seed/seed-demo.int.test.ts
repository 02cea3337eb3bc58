import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/index';
import { DEMO_ACCOUNTS, seedDemo } from './index';

let database: TestDatabase;
let uploadsDir: string;
const hashed: string[] = [];
const hashPassword = async (pw: string) => {
  hashed.push(pw);
  return `test-hash:${pw}`;
};

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'seed-uploads-'));
});

afterAll(async () => {
  await database.destroy();
  await rm(uploadsDir, { recursive: true, force: true });
});

const demoUsers = (db = database.db) =>
  db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );

describe('seedDemo', () => {
  it('imports the demo content and creates the demo accounts', async () => {
    const { report, accounts } = await seedDemo(database, { hashPassword, uploadsDir });
    expect(report.errors).toEqual([]);
    expect(report.imported.programs).toBeGreaterThanOrEqual(25);
    expect(accounts).toEqual([
      'learner@manara.test',
      'learner.en@manara.test',
      'admin@manara.test',
      'ahmed.samy@lecturers.manara.test',
      'mona.elsherbiny@lecturers.manara.test',
    ]);

    const byEmail = new Map((await demoUsers()).map((u) => [u.email, u]));
    expect(byEmail.get('learner@manara.test')).toMatchObject({
      firstName: 'Sara',
      lastName: 'Adel',
      arFirstName: 'سارة',
      arLastName: 'عادل',
      favLang: 'AR',
      role: 'USER',
      passwordHash: 'test-hash:Learner#2026',
    });
    expect(byEmail.get('learner.en@manara.test')).toMatchObject({
      firstName: 'John',
      arFirstName: 'جون',
      favLang: 'EN',
    });
    expect(byEmail.get('admin@manara.test')).toMatchObject({ role: 'ADMIN', passwordHash: 'test-hash:Admin#2026' });
    // The demo lecturers keep their imported names and profile, and get a password for the studio.
    expect(byEmail.get('ahmed.samy@lecturers.manara.test')).toMatchObject({
      role: 'LECTURER',
      firstName: 'Dr. Ahmed',
      passwordHash: 'test-hash:Lecturer#2026',
    });
    for (const user of byEmail.values()) {
      expect(user.code).toMatch(/^U[A-Z2-7]{8}$/);
      expect(user.emailVerifiedAt).not.toBeNull();
    }
  });

  it('is idempotent and keeps existing passwords and codes', async () => {
    const before = await demoUsers();
    const userCount = await database.db.$count(users);
    hashed.length = 0;
    const { report } = await seedDemo(database, { hashPassword, uploadsDir });
    expect(report.errors).toEqual([]);
    expect(hashed).toEqual([]);
    expect(await database.db.$count(users)).toBe(userCount);
    const after = await demoUsers();
    const pick = (list: typeof before) =>
      list
        .map((u) => [u.email, u.code, u.slug, u.passwordHash])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(pick(after)).toEqual(pick(before));
  });

  it('with random passwords (production) gives each new account its own, returned once, never a published one', async () => {
    const fresh = await createTestDatabase();
    try {
      const first = await seedDemo(fresh, { hashPassword, uploadsDir, demoPasswords: 'random' });
      expect(first.passwords.map((p) => p.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
      const published = new Set<string>(DEMO_ACCOUNTS.map((a) => a.password));
      for (const { password } of first.passwords) {
        expect(published.has(password)).toBe(false);
        expect(password.length).toBeGreaterThanOrEqual(24);
      }
      expect(new Set(first.passwords.map((p) => p.password)).size).toBe(DEMO_ACCOUNTS.length);
      const stored = await demoUsers(fresh.db);
      for (const { email, password } of first.passwords)
        expect(stored.find((u) => u.email === email)!.passwordHash).toBe(`test-hash:${password}`);
      // A restart creates nothing and so shows nothing.
      expect((await seedDemo(fresh, { hashPassword, uploadsDir, demoPasswords: 'random' })).passwords).toEqual([]);
    } finally {
      await fresh.destroy();
    }
  });
});
