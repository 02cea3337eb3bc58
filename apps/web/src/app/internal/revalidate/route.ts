import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { CONTENT_TAG } from '@/shared/config/content-tag';
import { internalProxySecret } from '@/shared/config/server-env';

export const dynamic = 'force-dynamic';

function fromOurServer(request: Request): boolean {
  const expected = internalProxySecret();
  const given = request.headers.get('x-manara-proxy-secret');
  if (!expected || !given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * POST /internal/revalidate — our own server (server.mjs) passes on the API's content events
 * (decision 0028): the cached public pages expire at once, so the next visit renders the change.
 * Anyone else gets 404.
 */
export async function POST(request: Request) {
  if (!fromOurServer(request)) return new Response(null, { status: 404 });
  revalidateTag(CONTENT_TAG, { expire: 0 });
  return new Response(null, { status: 204 });
}
