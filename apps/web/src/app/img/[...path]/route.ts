import { forwardUnder } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/** Resized, re-encoded stored images (API image route; width, format, quality…). */
export const GET = forwardUnder('/img');
