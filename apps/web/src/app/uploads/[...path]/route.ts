import { forwardUnder } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/**
 * Signed upload links of the API's local storage (decision 0015): the browser PUTs the bytes
 * here; and the tus server's uploads (`/uploads/tus/<id>`, decision 0062): HEAD to learn the
 * offset, PATCH to go on, DELETE to give up.
 */
export const PUT = forwardUnder('/uploads');
export const HEAD = PUT;
export const PATCH = PUT;
export const DELETE = PUT;
