import { describe, expect, it } from 'vitest';
import { coveredSeconds, hasWatchedEnough, mergeRanges, playedStep, rangesOf } from './watched-time';

describe('watched time', () => {
  it('counts a video as watched from 90% of its length', () => {
    expect(hasWatchedEnough(89.9, 100)).toBe(false);
    expect(hasWatchedEnough(90, 100)).toBe(true);
    expect(hasWatchedEnough(10.8, 12)).toBe(true);
  });

  it('never counts a video whose length is not known yet', () => {
    expect(hasWatchedEnough(50, Number.NaN)).toBe(false);
    expect(hasWatchedEnough(50, Number.POSITIVE_INFINITY)).toBe(false);
    expect(hasWatchedEnough(0, 0)).toBe(false);
  });

  it('counts each second once, however often it was watched', () => {
    expect(coveredSeconds([])).toBe(0);
    expect(coveredSeconds([[0, 10]])).toBe(10);
    expect(
      coveredSeconds([
        [0, 10],
        [5, 12],
        [30, 40],
      ]),
    ).toBe(22);
    expect(
      coveredSeconds([
        [30, 40],
        [0, 10],
        [2, 3],
      ]),
    ).toBe(20);
  });

  it('merges consecutive stretches into one range', () => {
    expect(
      mergeRanges([
        [3, 3.25],
        [0, 1],
        [3.25, 3.5],
        [1, 2],
      ]),
    ).toEqual([
      [0, 2],
      [3, 3.5],
    ]);
  });

  it("reads a media element's played ranges", () => {
    const played = { length: 2, start: (i: number) => [0, 8][i]!, end: (i: number) => [5, 12][i]! };
    expect(rangesOf(played)).toEqual([
      [0, 5],
      [8, 12],
    ]);
    expect(coveredSeconds(rangesOf(played))).toBe(9);
  });

  it('takes short forward steps as watching and jumps as seeks', () => {
    expect(playedStep(null, 3)).toBeNull();
    expect(playedStep(3, 3.25)).toEqual([3, 3.25]);
    expect(playedStep(3, 5)).toEqual([3, 5]);
    expect(playedStep(3, 60)).toBeNull();
    expect(playedStep(60, 3)).toBeNull();
    expect(playedStep(3, 3)).toBeNull();
  });
});
