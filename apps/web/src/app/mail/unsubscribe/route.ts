import { forwardToApi } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/**
 * RFC 8058 one-click unsubscribe (decision 0058): a POST to a mail's List-Unsubscribe address
 * (/unsubscribe, rewritten here by the proxy) or from the page's button switches the event off.
 */
export function POST(request: Request) {
  return forwardToApi(request, '/mail/unsubscribe');
}
