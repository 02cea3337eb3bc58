import { forwardUnder } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/** Signed, expiring lesson video files with Range support (offline video adapter; decision 0007). */
export const GET = forwardUnder('/video');
export const HEAD = GET;
