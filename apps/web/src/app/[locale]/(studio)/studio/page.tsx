import { redirect } from 'next/navigation';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

/** The studio opens on its program list. */
export default async function StudioHome({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  redirect(locale === 'ar' ? '/studio/programs' : '/en/studio/programs');
}
