import { forwardUnder } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/** Signed upload links of the API's local storage (decision 0015): the browser PUTs the bytes here. */
export const PUT = forwardUnder('/uploads');
