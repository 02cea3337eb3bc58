'use client';
import { useEffect, useState } from 'react';
import { initialHeaderScroll, nextHeaderScroll } from './header-scroll';

export function useHeaderScroll(): { fixed: boolean; scrollingDown: boolean } {
  const [view, setView] = useState({ fixed: false, scrollingDown: false });
  useEffect(() => {
    let state = nextHeaderScroll(initialHeaderScroll, window.scrollY);
    let frame = 0;
    const publish = () => {
      frame = 0;
      state = nextHeaderScroll(state, window.scrollY);
      setView((prev) =>
        prev.fixed === state.fixed && prev.scrollingDown === state.scrollingDown
          ? prev
          : { fixed: state.fixed, scrollingDown: state.scrollingDown },
      );
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(publish);
    };
    publish();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return view;
}
