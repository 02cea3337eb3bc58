/** Public pages without parameters, listed in the sitemap in both languages (pages with slugs: seo/sitemap-dynamic-routes.ts). */
export const sitemapStaticRoutes = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/courses', priority: 0.9, changeFrequency: 'daily' },
  { path: '/programs', priority: 0.9, changeFrequency: 'daily' },
  { path: '/learning-programs', priority: 0.8, changeFrequency: 'daily' },
  { path: '/live-workshops', priority: 0.9, changeFrequency: 'daily' },
  { path: '/paths', priority: 0.9, changeFrequency: 'weekly' },
  { path: '/lecturers', priority: 0.7, changeFrequency: 'weekly' },
  { path: '/blogs', priority: 0.8, changeFrequency: 'daily' },
  { path: '/faqs', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/about', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/contact-us', priority: 0.4, changeFrequency: 'yearly' },
  { path: '/join-as-lecturer', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/payment-policy', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/privacy-policy', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/terms-and-conditions', priority: 0.3, changeFrequency: 'yearly' },
] as const;

/**
 * Signed-in and transactional pages robots should not crawl (both languages). `/search`
 * stays here: internal result pages are endless query variations of content the sitemap already
 * lists, which search engines ask sites to keep out of their index.
 */
export const privatePaths = [
  '/cart',
  '/success',
  '/search',
  '/notifications',
  '/purchase-history',
  '/invoice/',
  '/my-learning-programs',
  '/my-certificates',
  '/certification/',
  '/settings',
  '/program/details/',
  '/preview/',
  '/quiz/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
] as const;
