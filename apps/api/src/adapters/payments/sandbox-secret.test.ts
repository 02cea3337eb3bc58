import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSandboxHmacSecret, SANDBOX_SECRET_FILE } from './sandbox-secret';

describe('sandbox HMAC secret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manara-sandbox-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses the configured secret and writes nothing', () => {
    const dir = tempDir();
    expect(resolveSandboxHmacSecret('configured-secret', dir)).toBe('configured-secret');
    expect(() => statSync(path.join(dir, SANDBOX_SECRET_FILE))).toThrow();
  });

  it('generates a random secret once, private to the owner, and reuses it', () => {
    const dir = path.join(tempDir(), 'nested');
    const first = resolveSandboxHmacSecret(undefined, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(dir, SANDBOX_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveSandboxHmacSecret(undefined, dir)).toBe(first);
    expect(resolveSandboxHmacSecret(undefined, tempDir())).not.toBe(first);
    expect(readFileSync(path.join(dir, SANDBOX_SECRET_FILE), 'utf8')).toBe(first);
  });

  it('refuses an empty stored secret instead of signing with it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, SANDBOX_SECRET_FILE), '\n');
    expect(() => resolveSandboxHmacSecret(undefined, dir)).toThrow(/no usable sandbox secret/);
  });
});
