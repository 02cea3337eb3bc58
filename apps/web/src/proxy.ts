import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { protectedRedirect } from './shared/auth/protected-routes';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const target = protectedRedirect(request.nextUrl.pathname, request.cookies.has('manara_session'));
  if (target) return NextResponse.redirect(new URL(target, request.url));
  return intl(request);
}

export const config = {
  // Everything but API proxies, Next internals and files with an extension (sitemap.xml is a route).
  matcher: [
    '/((?!graphql|media|img|dev|payments|sandbox|invoices|video|certificates|uploads|internal|_next|_vercel|.*\\..*).*)',
    '/sitemap.xml',
  ],
};
