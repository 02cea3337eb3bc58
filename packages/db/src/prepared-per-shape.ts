import { LRUCache } from 'lru-cache';
import type { DbOrTx } from './client';

/** Shapes kept per database handle: far more than any listing offers, few enough to bound memory. */
const SHAPES_PER_HANDLE = 500;

const prepared = new WeakMap<DbOrTx, LRUCache<string, object>>();

/**
 * A statement built once per database handle and shape, then run with its values bound through
 * drizzle's placeholders. Building a statement walks its whole SQL tree, and on the catalogue
 * listing that cost as much CPU as the rest of the request (docs/performance.md, "How cost
 * grows"). `build` returns an unnamed prepared query (`.prepare('')`), which PostgreSQL plans
 * for each run's values (decision 0080), or, for a key lookup whose best plan never depends on its
 * values, one with a name of its own, which each connection parses once and after five runs plans
 * no more (decision 0081). The shape must name everything that changes the statement's text; only
 * placeholders may vary between runs.
 */
export function preparedPerShape<T extends object>(db: DbOrTx, shape: string, build: () => T): T {
  let shapes = prepared.get(db);
  if (!shapes) {
    shapes = new LRUCache({ max: SHAPES_PER_HANDLE });
    prepared.set(db, shapes);
  }
  const found = shapes.get(shape);
  if (found) return found as T;
  const made = build();
  shapes.set(shape, made);
  return made;
}
