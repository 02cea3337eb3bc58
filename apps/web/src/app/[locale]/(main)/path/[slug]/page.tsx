import { redirectPermanently, segment } from '@/app/_lib/legacy-redirect';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** docs/product/shell.md link form /path/{slug}: tracks live at /paths/{slug}. */
export default async function PathRedirect({ params }: Props) {
  const { locale, slug } = await params;
  redirectPermanently(locale, `/paths/${segment(slug)}`);
}
