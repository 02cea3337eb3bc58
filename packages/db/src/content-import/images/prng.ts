import { createHash } from 'node:crypto';

/** Small deterministic PRNG (mulberry32) seeded by a string: the same seed draws the same picture. */
export function prng(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over one PRNG: a number in a range, an item of a list. */
export function randomTools(seed: string) {
  const r = prng(seed);
  return {
    r,
    between: (min: number, max: number) => min + r() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)]!,
  };
}
