'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long after hydration a deferred part loads anyway, for visitors who neither scroll nor interact. */
export const DEFERRED_FALLBACK_MS = 4000;

/**
 * Renders `children` once the placeholder comes within `rootMargin` of the viewport, the visitor
 * interacts with the page, or DEFERRED_FALLBACK_MS pass. Children are React.lazy parts below the
 * fold (reviews, comments, report dialogs): their code stays out of the first load (docs/performance.md).
 */
export function WhenNear({
  children,
  placeholder,
  rootMargin = '600px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
}) {
  const [near, setNear] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin,
    });
    if (anchor.current) observer.observe(anchor.current);
    const timer = window.setTimeout(show, DEFERRED_FALLBACK_MS);
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, show, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, show);
    };
  }, [near, rootMargin]);
  return near ? <>{children}</> : <div ref={anchor}>{placeholder}</div>;
}
