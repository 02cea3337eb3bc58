import { randomInt } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Public user code: "U" + 8 random base32 characters (about 10^12 values). */
export function newUserCode(): string {
  let code = 'U';
  for (let i = 0; i < 8; i++) code += BASE32[randomInt(BASE32.length)];
  return code;
}
