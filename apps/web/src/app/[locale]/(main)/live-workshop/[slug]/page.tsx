import { redirectPermanently } from '@/app/_lib/legacy-redirect';
import { asLocale } from '@/i18n/locale-params';
import { loadProgram, programPath } from '@/features/program/lib/load-program';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

/**
 * docs/product/shell.md link form /live-workshop/{slug}: a live course lives at /program/{slug}. The workshop is
 * looked up first, so an unknown one gives the 404 page rather than a redirect to one.
 */
export default async function LiveWorkshopRedirect({ params }: Props) {
  const { locale, slug } = await params;
  const program = await loadProgram(asLocale(locale), slug);
  redirectPermanently(locale, programPath(program.slug));
}
