import { describe, expect, it } from 'vitest';
import type { DomainDeps } from '../deps';
import { bumpCatalogueGeneration } from './bump-catalogue-generation';
import { createMemoryCache } from './create-memory-cache';
import { loadCatalogueCached } from './load-catalogue-cached';

const same = (json: unknown) => json as number;

describe('loadCatalogueCached', () => {
  it('serves the cached answer until a studio change bumps the generation, on every copy sharing the cache', async () => {
    const shared = createMemoryCache(() => 0);
    // Two API copies: their own database handles, one shared (Redis-like) cache.
    const copyA = { db: {}, cache: shared, now: () => new Date(0) } as unknown as DomainDeps;
    const copyB = { db: {}, cache: shared, now: () => new Date(0) } as unknown as DomainDeps;
    let loads = 0;
    const load = async () => ++loads;

    expect(await loadCatalogueCached(copyA, 'k', 60_000, load, same)).toBe(1);
    expect(await loadCatalogueCached(copyB, 'k', 60_000, load, same)).toBe(1);

    await bumpCatalogueGeneration(copyA);
    expect(await loadCatalogueCached(copyB, 'k', 60_000, load, same)).toBe(2);
    expect(await loadCatalogueCached(copyA, 'k', 60_000, load, same)).toBe(2);
    expect(loads).toBe(2);
  });

  it('still expires an entry after its time to live', async () => {
    const clock = { ms: 0 };
    const deps = { db: {}, now: () => new Date(clock.ms) } as unknown as DomainDeps;
    let loads = 0;
    const load = async () => ++loads;
    await loadCatalogueCached(deps, 'k', 1000, load, same);
    clock.ms = 999;
    expect(await loadCatalogueCached(deps, 'k', 1000, load, same)).toBe(1);
    clock.ms = 1000;
    expect(await loadCatalogueCached(deps, 'k', 1000, load, same)).toBe(2);
  });
});
