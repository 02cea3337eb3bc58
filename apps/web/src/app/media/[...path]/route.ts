import { forwardUnder } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/** Stored originals (uploads, demo images). */
export const GET = forwardUnder('/media');
