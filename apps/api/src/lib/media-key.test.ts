import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveMediaPath } from './media-key';

const root = path.resolve('/srv/uploads');

describe('resolveMediaPath', () => {
  it('maps a key to a file inside the root', () => {
    expect(resolveMediaPath(root, 'content/programs/acl.webp')).toBe(
      path.join(root, 'content', 'programs', 'acl.webp'),
    );
  });

  it.each([
    ['empty', ''],
    ['parent', '../etc/passwd'],
    ['nested parent', 'content/../../etc/passwd'],
    ['current dir', 'content/./x.webp'],
    ['absolute', '/etc/passwd'],
    ['backslash', 'content\\..\\x'],
    ['NUL', 'content/x\0.webp'],
    ['drive letter', 'C:/x'],
    ['empty segment', 'content//x.webp'],
    ['hidden file', 'content/.x.tmp'],
  ])('refuses %s', (_name, key) => {
    expect(resolveMediaPath(root, key)).toBeNull();
  });
});
