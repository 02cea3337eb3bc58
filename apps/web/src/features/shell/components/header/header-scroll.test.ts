import { describe, expect, it } from 'vitest';
import { initialHeaderScroll, nextHeaderScroll } from './header-scroll';

const run = (ys: number[]) => ys.reduce(nextHeaderScroll, initialHeaderScroll);

describe('header scroll state', () => {
  it('is neither fixed nor scrolling down up to 100px', () => {
    expect(run([40, 100])).toMatchObject({ fixed: false, scrollingDown: false });
  });
  it('becomes fixed and scrolling down past 100px while going down', () => {
    expect(run([40, 101])).toMatchObject({ fixed: true, scrollingDown: true });
  });
  it('stays fixed but not scrolling down when going back up past 100px', () => {
    expect(run([300, 600, 450])).toMatchObject({ fixed: true, scrollingDown: false });
  });
  it('ignores sub-pixel jitter', () => {
    expect(run([300, 600, 599.5])).toMatchObject({ scrollingDown: true });
  });
  it('unfixes at the top', () => {
    expect(run([300, 600, 50])).toMatchObject({ fixed: false, scrollingDown: false });
  });
});
