'use client';
import { useRouter } from 'next/navigation';
import { Pagination } from './pagination';

/** Pagination of a page read in the browser whose page is `?page=` in its address (a link, or a router push). */
export function QueryPagination({ page, totalPages }: { page: number; totalPages: number }) {
  const router = useRouter();
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      hrefOf={(n) => `?page=${n}`}
      onPage={(n) => router.push(`?page=${n}`)}
    />
  );
}
