/** Educational content links shared by the header, the mobile menu and the footer (docs/product/shell.md). */
export const educationalLinks = [
  { href: '/courses', key: 'courses' },
  { href: '/programs', key: 'programs' },
  { href: '/paths', key: 'tracks' },
  { href: '/live-workshops', key: 'liveWorkshops' },
] as const;

export const headerLinks = [...educationalLinks, { href: '/blogs', key: 'blogs' }] as const;

/** The signed-in account links (profile dropdown and mobile sub-view). */
export const accountLinks = [
  { href: '/my-learning-programs', key: 'learningJourney' },
  { href: '/my-certificates', key: 'certificates' },
  { href: '/purchase-history', key: 'purchaseHistory' },
  { href: '/settings/personal-info', key: 'accountSettings' },
] as const;

export const footerCompanyLinks = [
  { href: '/about', key: 'about' },
  { href: '/contact-us', key: 'contact' },
  { href: '/faqs', key: 'faqs' },
  { href: '/join-as-lecturer', key: 'joinAsLecturer' },
] as const;

export const footerPolicyLinks = [
  { href: '/payment-policy', key: 'paymentPolicy' },
  { href: '/privacy-policy', key: 'privacyPolicy' },
  { href: '/terms-and-conditions', key: 'terms' },
] as const;
