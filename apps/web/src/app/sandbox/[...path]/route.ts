import { forwardToApi } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };
const apiPath = async ({ params }: Context) => `/sandbox/${(await params).path.map(encodeURIComponent).join('/')}`;

/** The offline payment sandbox's hosted checkout page and its Pay / Fail / Cancel form post (decision 0007). */
export async function GET(request: Request, context: Context) {
  return forwardToApi(request, await apiPath(context));
}
export async function POST(request: Request, context: Context) {
  return forwardToApi(request, await apiPath(context));
}
