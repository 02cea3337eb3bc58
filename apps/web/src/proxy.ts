import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { protectedRedirect } from './shared/auth/protected-routes';

const intl = createMiddleware(routing);

/** The unsubscribe page's address in either language; a POST there is RFC 8058's one click (decision 0058). */
const UNSUBSCRIBE_PAGE = /^(\/en)?\/unsubscribe\/?$/;

export default function proxy(request: NextRequest) {
  if (request.method === 'POST' && UNSUBSCRIBE_PAGE.test(request.nextUrl.pathname)) {
    const target = new URL(`/mail/unsubscribe${request.nextUrl.search}`, request.url);
    return NextResponse.rewrite(target);
  }
  const target = protectedRedirect(request.nextUrl.pathname, request.cookies.has('manara_session'));
  if (target) return NextResponse.redirect(new URL(target, request.url));
  return intl(request);
}

export const config = {
  // Everything but API proxies, Next internals and files with an extension (sitemap.xml is a route).
  matcher: [
    '/((?!graphql|media|img|dev|payments|sandbox|invoices|video|certificates|uploads|internal|mail/|webhooks|_next|_vercel|.*\\..*).*)',
    '/sitemap.xml',
  ],
};
