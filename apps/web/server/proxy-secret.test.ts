import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROXY_SECRET_FILE, resolveProxySecret } from './proxy-secret.mjs';

describe('the web-to-API proxy secret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manara-proxy-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses INTERNAL_PROXY_SECRET when set and writes nothing', () => {
    const root = tempDir();
    expect(resolveProxySecret({ INTERNAL_PROXY_SECRET: 'configured', DATA_DIR: 'data' }, root)).toBe('configured');
    expect(() => statSync(path.join(root, 'data', PROXY_SECRET_FILE))).toThrow();
  });

  it('otherwise generates one into DATA_DIR (relative to the repository root) once, private, and reuses it', () => {
    const root = tempDir();
    const first = resolveProxySecret({ DATA_DIR: 'data' }, root);
    const file = path.join(root, 'data', PROXY_SECRET_FILE);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveProxySecret({ DATA_DIR: 'data' }, root)).toBe(first);
    expect(readFileSync(file, 'utf8')).toBe(first);
  });

  it('reads the one the API generated first', () => {
    const root = tempDir();
    const dataDir = path.join(root, 'shared');
    resolveProxySecret({ DATA_DIR: dataDir }, root);
    writeFileSync(path.join(dataDir, PROXY_SECRET_FILE), 'a'.repeat(64));
    expect(resolveProxySecret({ DATA_DIR: dataDir }, '/elsewhere')).toBe('a'.repeat(64));
  });

  it('refuses an unusable stored secret', () => {
    const root = tempDir();
    resolveProxySecret({ DATA_DIR: 'd' }, root);
    writeFileSync(path.join(root, 'd', PROXY_SECRET_FILE), 'short');
    expect(() => resolveProxySecret({ DATA_DIR: 'd' }, root)).toThrow(/no usable proxy secret/);
  });
});
