import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchScheduler, type SearchState } from './search-scheduler';

type Call = { query: string; signal: AbortSignal; resolve: (value: string) => void; reject: (error: Error) => void };

function setup() {
  const calls: Call[] = [];
  const states: SearchState<string>[] = [];
  const scheduler = createSearchScheduler<string>({
    run: (query, signal) => new Promise<string>((resolve, reject) => calls.push({ query, signal, resolve, reject })),
    onChange: (state) => states.push(state),
  });
  return { calls, states, scheduler, last: () => states.at(-1) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSearchScheduler', () => {
  it('resets results at once and searches once after 300 ms of quiet', async () => {
    const { calls, scheduler, last } = setup();
    scheduler.update('ت');
    expect(last()).toEqual({ status: 'loading', query: 'ت' });
    vi.advanceTimersByTime(200);
    scheduler.update('تا');
    scheduler.update('تاهيل');
    vi.advanceTimersByTime(299);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.query)).toEqual(['تاهيل']);
    calls[0]!.resolve('found');
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: 'success', query: 'تاهيل', result: 'found' });
  });

  it('never searches blank, spaces-only or tatweel-only text, and goes idle', () => {
    const { calls, scheduler, last } = setup();
    scheduler.update('yoga');
    for (const text of ['', '   ', 'ـــ', '\u00A0']) {
      scheduler.update(text);
      expect(last()).toEqual({ status: 'idle' });
    }
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
  });

  it('sends the text trimmed, and does not search again when only outer spaces change', () => {
    const { calls, states, scheduler } = setup();
    scheduler.update('  yoga ');
    vi.advanceTimersByTime(300);
    scheduler.update('yoga   ');
    vi.advanceTimersByTime(300);
    expect(calls.map((c) => c.query)).toEqual(['yoga']);
    expect(states).toHaveLength(1);
  });

  it('aborts a request overtaken by newer text and ignores its answer', async () => {
    const { calls, scheduler, last } = setup();
    scheduler.update('run');
    vi.advanceTimersByTime(300);
    scheduler.update('running');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('stale');
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: 'loading', query: 'running' });
    calls[1]!.resolve('fresh');
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: 'success', query: 'running', result: 'fresh' });
  });

  it('reports a failure, and retry searches the same text again at once', async () => {
    const { calls, scheduler, last } = setup();
    scheduler.update('yoga');
    vi.advanceTimersByTime(300);
    calls[0]!.reject(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: 'error', query: 'yoga' });
    scheduler.retry();
    expect(last()).toEqual({ status: 'loading', query: 'yoga' });
    expect(calls.map((c) => c.query)).toEqual(['yoga', 'yoga']);
  });

  it('reset cancels the pending search and the request in flight, and a new search starts afresh', async () => {
    const { calls, scheduler, last } = setup();
    scheduler.update('yoga');
    vi.advanceTimersByTime(300);
    scheduler.update('yoga flow');
    scheduler.reset();
    expect(last()).toEqual({ status: 'idle' });
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('late');
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ status: 'idle' });
    scheduler.update('yoga');
    vi.advanceTimersByTime(300);
    expect(calls).toHaveLength(2);
  });
});
