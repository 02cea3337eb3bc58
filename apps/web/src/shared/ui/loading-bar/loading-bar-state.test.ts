import { describe, expect, it } from 'vitest';
import {
  LOADING_BAR_TIMING as T,
  creepProgress,
  initialLoadingBarState,
  loadingBarReducer as reduce,
  nextLoadingBarTimer,
} from './loading-bar-state';

describe('loading bar state', () => {
  it('stays hidden during the 200 ms throttle and finishing inside it never shows the bar', () => {
    const started = reduce(initialLoadingBarState, { type: 'start', now: 1000 });
    expect(started).toMatchObject({ phase: 'loading', visible: false });
    expect(nextLoadingBarTimer(started)).toEqual({ event: 'tick', delayMs: 200 });
    const early = reduce(started, { type: 'tick', now: 1000 + T.throttleMs - 1 });
    expect(early.visible).toBe(false);
    expect(reduce(early, { type: 'finish' })).toEqual(initialLoadingBarState);
  });

  it('creeps toward 100% over the 2000 ms estimate without reaching it', () => {
    expect(creepProgress(0)).toBe(0);
    expect(creepProgress(T.estimateMs)).toBeGreaterThan(0.85);
    expect(creepProgress(T.estimateMs)).toBeLessThan(0.95);
    expect(creepProgress(60_000)).toBe(0.99);
    let state = reduce(initialLoadingBarState, { type: 'start', now: 0 });
    const seen: number[] = [];
    for (let now = T.throttleMs; now <= T.throttleMs + T.estimateMs; now += 250) {
      state = reduce(state, { type: 'tick', now });
      seen.push(state.progress);
    }
    expect(state.visible).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(state.progress).toBeLessThan(1);
  });

  it('finishes at 100%, hides 500 ms later, then resets progress 400 ms after that', () => {
    let state = reduce(initialLoadingBarState, { type: 'start', now: 0 });
    state = reduce(state, { type: 'tick', now: 500 });
    state = reduce(state, { type: 'finish' });
    expect(state).toMatchObject({ phase: 'finished', progress: 1, visible: true });
    expect(nextLoadingBarTimer(state)).toEqual({ event: 'hide', delayMs: 500 });
    state = reduce(state, { type: 'hide' });
    expect(state).toMatchObject({ visible: false, progress: 1 });
    expect(nextLoadingBarTimer(state)).toEqual({ event: 'reset', delayMs: 400 });
    state = reduce(state, { type: 'reset' });
    expect(state).toEqual(initialLoadingBarState);
    expect(nextLoadingBarTimer(state)).toBeNull();
  });

  it('shows the error state at once and hides it like a finish', () => {
    const failed = reduce(initialLoadingBarState, { type: 'fail' });
    expect(failed).toMatchObject({ phase: 'error', visible: true, progress: 1 });
    expect(nextLoadingBarTimer(failed)?.event).toBe('hide');
  });

  it('ignores a second start while loading and stray hides or resets', () => {
    const started = reduce(initialLoadingBarState, { type: 'start', now: 5 });
    expect(reduce(started, { type: 'start', now: 50 })).toBe(started);
    expect(reduce(started, { type: 'hide' })).toBe(started);
    expect(reduce(started, { type: 'reset' })).toBe(started);
    expect(reduce(initialLoadingBarState, { type: 'finish' })).toBe(initialLoadingBarState);
  });
});
