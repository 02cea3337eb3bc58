import { forwardToApi } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

/** Invoice PDFs behind the short-lived links downloadInvoice hands out (decision 0007). */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return forwardToApi(request, `/invoices/${path.map(encodeURIComponent).join('/')}`);
}
