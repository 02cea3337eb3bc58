import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { asLocale, type LocaleParams } from './locale';

export type PageKey =
  | 'home' | 'cart' | 'faqs' | 'test' | 'testAuth' | 'about' | 'contactUs' | 'search' | 'success'
  | 'blogs' | 'blogCategory' | 'blogPost' | 'paths' | 'pathDetail' | 'courses' | 'programs'
  | 'learningPrograms' | 'liveWorkshops' | 'program' | 'lecturers' | 'lecturer' | 'category'
  | 'notifications' | 'purchaseHistory' | 'invoice' | 'myLearningPrograms' | 'myCertificates'
  | 'certification' | 'joinAsLecturer' | 'settings' | 'personalInfo' | 'paymentPolicy'
  | 'privacyPolicy' | 'terms' | 'quiz' | 'programDetails' | 'lesson';

/**
 * generateMetadata for a page: title and description in the page language (the layout adds the
 * brand). Private pages (account, cart, learning) are kept out of search engines.
 */
export function pageMetadata(key: PageKey, options: { private?: boolean } = {}) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = asLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'pages' });
    return {
      title: t(`${key}.title`),
      description: t(`${key}.description`),
      ...(options.private ? { robots: { index: false, follow: false } } : {}),
    };
  };
}
