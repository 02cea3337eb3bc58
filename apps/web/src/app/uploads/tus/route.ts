import { forwardToApi } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/** The tus server's creation endpoint (decision 0062): POST starts a resumable upload. */
export const POST = (request: Request) => forwardToApi(request, '/uploads/tus');
