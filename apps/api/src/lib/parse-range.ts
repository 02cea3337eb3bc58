export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * One `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14): `a-b`, `a-` and
 * suffix `-n`. 'whole' when there is no usable single range (absent, malformed, other unit,
 * several ranges — a server may ignore those and send the whole file); 'unsatisfiable' → 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Number(last);
  if (end < start) return 'whole';
  return { start, end: Math.min(end, size - 1) };
}
