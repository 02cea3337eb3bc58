import { forwardToApi } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };
const apiPath = async ({ params }: Context) => `/payments/${(await params).path.map(encodeURIComponent).join('/')}`;

/**
 * The payment provider's webhook (POST /payments/callback) and the browser's return
 * (GET /payments/return → 303 to /success), forwarded unchanged to the API (decision 0007).
 */
export async function GET(request: Request, context: Context) {
  return forwardToApi(request, await apiPath(context));
}
export async function POST(request: Request, context: Context) {
  return forwardToApi(request, await apiPath(context));
}
