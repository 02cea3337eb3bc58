import type { EnvelopeOf } from '@/shared/graphql/envelope';

export type ListEnvelope<T> = EnvelopeOf<{ items: readonly T[]; pageInfo: { hasNext: boolean } }>;

/** Thrown when a list answers with a failed envelope (the API is up but refused). */
export class ListFailedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'ListFailedError';
  }
}

/**
 * Every item of a paginated list, one page after another (pages start at 1), stopping at the
 * last page or at `maxPages` so a misbehaving API cannot keep the sitemap busy forever.
 */
export async function collectPages<T>(
  fetchPage: (page: number) => Promise<ListEnvelope<T>>,
  maxPages = 200,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const envelope = await fetchPage(page);
    if (!envelope.success || !envelope.data) throw new ListFailedError(envelope.code, envelope.message);
    items.push(...envelope.data.items);
    if (!envelope.data.pageInfo.hasNext) break;
  }
  return items;
}
