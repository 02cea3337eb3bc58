'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Reports the URL's query to the listing. useSearchParams on a static page makes React render the
 * nearest Suspense boundary in the browser from scratch; kept in this empty component under its
 * own boundary, the server-rendered listing hydrates in place instead of being rendered again
 * (the longest task of the page's start-up), and still follows every URL change, from the History
 * API or from Next's links.
 */
export function SearchParamsReporter({ onChange }: { onChange: (search: string) => void }) {
  const search = useSearchParams().toString();
  useEffect(() => onChange(search), [search, onChange]);
  return null;
}
