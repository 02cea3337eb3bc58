import { describe, expect, it } from 'vitest';
import type { DomainDeps } from '../deps';
import { createMemoryCache } from './create-memory-cache';
import { loadCached } from './load-cached';

function depsAt(clock: { ms: number }, withCache: boolean): DomainDeps {
  const deps = { db: {}, now: () => new Date(clock.ms) } as unknown as DomainDeps;
  if (withCache) deps.cache = createMemoryCache(() => clock.ms);
  return deps;
}

describe('loadCached', () => {
  it('loads once per time-to-live and revives what the cache stored as JSON', async () => {
    const clock = { ms: 0 };
    const deps = depsAt(clock, true);
    let loads = 0;
    const load = async () => ({ at: new Date(Date.UTC(2026, 0, loads++)) });
    const revive = (json: unknown) => ({ at: new Date((json as { at: string }).at) });

    const first = await loadCached(deps, 'k', 1000, load, revive);
    clock.ms = 999;
    const second = await loadCached(deps, 'k', 1000, load, revive);
    expect(loads).toBe(1);
    expect(second.at).toBeInstanceOf(Date);
    expect(second.at.getTime()).toBe(first.at.getTime());

    clock.ms = 1000;
    await loadCached(deps, 'k', 1000, load, revive);
    expect(loads).toBe(2);
  });

  it('without a configured cache keeps one in-process cache per database handle', async () => {
    const clock = { ms: 0 };
    const a = depsAt(clock, false);
    const b = depsAt(clock, false);
    let loads = 0;
    const load = async () => ++loads;
    const same = (json: unknown) => json as number;
    expect(await loadCached(a, 'k', 1000, load, same)).toBe(1);
    expect(await loadCached(a, 'k', 1000, load, same)).toBe(1);
    expect(await loadCached(b, 'k', 1000, load, same)).toBe(2);
  });

  it('returns copies, so callers cannot change a cached entry', async () => {
    const cache = createMemoryCache(() => 0);
    await cache.set('k', { n: 1 }, 1000);
    ((await cache.get('k')) as { n: number }).n = 2;
    expect(await cache.get('k')).toEqual({ n: 1 });
  });

  it('stays within its bound, letting the least recently used entries go first', async () => {
    const cache = createMemoryCache(() => 0, 100);
    const text = 'x'.repeat(38); // 40 characters as JSON, 41 with its one-letter key
    await cache.set('a', text, 1000);
    await cache.set('b', text, 1000);
    expect(await cache.get('a')).toBe(text); // now the most recently used
    await cache.set('c', text, 1000);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(text);
    await cache.set('huge', 'y'.repeat(200), 1000);
    expect(await cache.get('huge')).toBeUndefined();
    expect(await cache.get('c')).toBe(text);
  });
});
