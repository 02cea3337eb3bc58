import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { buildMetadata } from '@/shared/seo/page-seo';

export type PageKey =
  | 'home'
  | 'cart'
  | 'faqs'
  | 'test'
  | 'testAuth'
  | 'about'
  | 'contactUs'
  | 'search'
  | 'success'
  | 'blogs'
  | 'blogCategory'
  | 'blogPost'
  | 'paths'
  | 'pathDetail'
  | 'courses'
  | 'programs'
  | 'learningPrograms'
  | 'liveWorkshops'
  | 'program'
  | 'programPreview'
  | 'lecturers'
  | 'lecturer'
  | 'category'
  | 'notifications'
  | 'purchaseHistory'
  | 'invoice'
  | 'myLearningPrograms'
  | 'myCertificates'
  | 'certification'
  | 'joinAsLecturer'
  | 'settings'
  | 'personalInfo'
  | 'paymentPolicy'
  | 'privacyPolicy'
  | 'terms'
  | 'quiz'
  | 'programDetails'
  | 'lesson'
  | 'studioPrograms'
  | 'studioNewProgram'
  | 'studioProgram'
  | 'studioAudit'
  | 'studioOrders'
  | 'studioRefundRequests'
  | 'studioOrder'
  | 'studioApplications'
  | 'studioApplication'
  | 'studioCoupons'
  | 'studioNewCoupon'
  | 'studioCoupon'
  | 'studioModeration'
  | 'studioReportCase'
  | 'accountData'
  | 'emailPreferences'
  | 'unsubscribe'
  | 'studioUsers'
  | 'studioUser'
  | 'studioEarnings'
  | 'studioEarningsStatement'
  | 'studioAnalytics'
  | 'studioCategories'
  | 'studioNewCategory'
  | 'studioCategory'
  | 'studioLecturers'
  | 'studioLecturerProfile'
  | 'studioMyProfile'
  | 'studioBlogs'
  | 'studioNewBlog'
  | 'studioBlog'
  | 'studioBlogCategories'
  | 'studioNewBlogCategory'
  | 'studioBlogCategory'
  | 'studioFaqs'
  | 'studioPolicies';

/** Locale-less paths of the pages without parameters, so their canonical needs no caller change. */
const staticPaths: Partial<Record<PageKey, string>> = {
  home: '/',
  courses: '/courses',
  programs: '/programs',
  learningPrograms: '/learning-programs',
  liveWorkshops: '/live-workshops',
  paths: '/paths',
  lecturers: '/lecturers',
  blogs: '/blogs',
  faqs: '/faqs',
  about: '/about',
  contactUs: '/contact-us',
  joinAsLecturer: '/join-as-lecturer',
  paymentPolicy: '/payment-policy',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
};

/**
 * generateMetadata for a page: title and description in the page language (the layout adds the
 * brand). With its locale-less `path` (given, or known for pages without parameters) the page
 * also gets its canonical, hreflang alternates and social cards. Private pages (account, cart,
 * learning) are kept out of search engines.
 */
export function pageMetadata(key: PageKey, options: { private?: boolean; path?: string } = {}) {
  const path = options.path ?? staticPaths[key];
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = asLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'pages' });
    const title = t(`${key}.title`);
    const description = t(`${key}.description`);
    if (path !== undefined) {
      return buildMetadata({ locale, path, title, description, noindex: options.private });
    }
    return { title, description, ...(options.private ? { robots: { index: false, follow: false } } : {}) };
  };
}
