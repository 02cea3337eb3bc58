import { redirectPermanently } from '@/app/_lib/legacy-redirect';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** SPEC §2 link form /blog/{slug}: the category is not known here yet, so it goes to the blog list. */
export default async function BlogRedirect({ params }: Props) {
  const { locale } = await params;
  redirectPermanently(locale, '/blogs');
}
