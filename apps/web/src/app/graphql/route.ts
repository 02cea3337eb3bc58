import { forwardToApi } from '@/shared/proxy/forward-to-api';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return forwardToApi(request, '/graphql');
}
export function POST(request: Request) {
  return forwardToApi(request, '/graphql');
}
