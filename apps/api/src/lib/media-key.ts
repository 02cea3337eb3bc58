import path from 'node:path';

/**
 * The file of a stored media key inside `root`, or null for anything that could leave it or reach
 * a hidden file: empty, absolute, backslashes, NUL, `.`/`..`/dot-file segments, drive letters.
 * The key arrives URL-decoded, so encoded tricks (`%2e%2e`, `%2f`) are caught here too.
 */
export function resolveMediaPath(root: string, key: string): string | null {
  if (!key || key.length > 1024 || key.startsWith('/') || /[\\\0]/.test(key) || /^[a-z]:/i.test(key)) return null;
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  return file.startsWith(base + path.sep) ? file : null;
}
