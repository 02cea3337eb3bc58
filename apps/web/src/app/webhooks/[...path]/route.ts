import { forwardUnder } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/**
 * Providers' webhooks (the WhatsApp Cloud API's handshake and signed status posts, decision 0068),
 * forwarded unchanged to the API (decision 0007): the signature covers the exact bytes.
 */
export const GET = forwardUnder('/webhooks');
export const POST = forwardUnder('/webhooks');
