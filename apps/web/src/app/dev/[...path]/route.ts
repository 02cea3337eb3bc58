import { forwardUnder } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/** Development tools (mail outbox); the API answers 404 when DEV_TOOLS is off. */
export const GET = forwardUnder('/dev');
