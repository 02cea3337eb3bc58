import { redirectPermanently, segment } from '@/app/_lib/legacy-redirect';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** SPEC §2 link form /live-workshop/{slug}: a live course lives at /program/{slug}. */
export default async function LiveWorkshopRedirect({ params }: Props) {
  const { locale, slug } = await params;
  redirectPermanently(locale, `/program/${segment(slug)}`);
}
