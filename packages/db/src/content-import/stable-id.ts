import { createHash } from 'node:crypto';

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A UUID (version-5 layout) derived from a name, so re-importing the same content gives the same
 * ids for sections, lessons and quiz rows and rows that reference them (progress, attempts) survive.
 */
export function stableUuid(name: string): string {
  const bytes = createHash('sha1').update(`manara-content:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A short public code (prefix + 8 characters) derived from a natural key; stable across imports. */
export function stableCode(prefix: string, name: string): string {
  const bytes = createHash('sha256').update(name).digest();
  let out = prefix;
  for (let i = 0; i < 8; i++) out += BASE32[bytes[i]! % BASE32.length];
  return out;
}

const PROGRAM_CODE_PREFIX = { COURSE: 'C', WORKSHOP: 'W', DIPLOMA: 'D' } as const;

/** A program's public code: its type's letter and eight base32 characters drawn from `name`. */
export function programCode(type: keyof typeof PROGRAM_CODE_PREFIX, name: string): string {
  return stableCode(PROGRAM_CODE_PREFIX[type], name);
}
