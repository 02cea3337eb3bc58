import { isLocale } from '@manara/i18n';
import { callbackPageHtml } from '@/features/auth/social/lib/callback-page';

/** Google's redirect target for the sign-in popup (GOOGLE_REDIRECT_URI); never cached, never indexed. */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return new Response(callbackPageHtml(isLocale(locale) ? locale : 'ar'), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The code is in this page's URL: never send it on as a referrer.
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    },
  });
}
