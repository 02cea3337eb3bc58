// One import per namespace; each namespace is a folder with ar.json and en.json.
import commonAr from './common/ar.json' with { type: 'json' };
import commonEn from './common/en.json' with { type: 'json' };
import errorsAr from './errors/ar.json' with { type: 'json' };
import errorsEn from './errors/en.json' with { type: 'json' };
import mailAr from './mail/ar.json' with { type: 'json' };
import mailEn from './mail/en.json' with { type: 'json' };
import navAr from './nav/ar.json' with { type: 'json' };
import navEn from './nav/en.json' with { type: 'json' };
import shellAr from './shell/ar.json' with { type: 'json' };
import shellEn from './shell/en.json' with { type: 'json' };
import pagesAr from './pages/ar.json' with { type: 'json' };
import pagesEn from './pages/en.json' with { type: 'json' };
import authAr from './auth/ar.json' with { type: 'json' };
import authEn from './auth/en.json' with { type: 'json' };
import catalogAr from './catalog/ar.json' with { type: 'json' };
import catalogEn from './catalog/en.json' with { type: 'json' };
import commerceAr from './commerce/ar.json' with { type: 'json' };
import commerceEn from './commerce/en.json' with { type: 'json' };
import programAr from './program/ar.json' with { type: 'json' };
import programEn from './program/en.json' with { type: 'json' };
import blogsAr from './blogs/ar.json' with { type: 'json' };
import blogsEn from './blogs/en.json' with { type: 'json' };
import contentAr from './content/ar.json' with { type: 'json' };
import contentEn from './content/en.json' with { type: 'json' };
import searchAr from './search/ar.json' with { type: 'json' };
import searchEn from './search/en.json' with { type: 'json' };
import exploreAr from './explore/ar.json' with { type: 'json' };
import exploreEn from './explore/en.json' with { type: 'json' };
import invoicesAr from './invoices/ar.json' with { type: 'json' };
import invoicesEn from './invoices/en.json' with { type: 'json' };
import cartAr from './cart/ar.json' with { type: 'json' };
import cartEn from './cart/en.json' with { type: 'json' };
import certificatesAr from './certificates/ar.json' with { type: 'json' };
import certificatesEn from './certificates/en.json' with { type: 'json' };
import learningAr from './learning/ar.json' with { type: 'json' };
import learningEn from './learning/en.json' with { type: 'json' };
import notificationsAr from './notifications/ar.json' with { type: 'json' };
import notificationsEn from './notifications/en.json' with { type: 'json' };
import communityAr from './community/ar.json' with { type: 'json' };
import communityEn from './community/en.json' with { type: 'json' };
import accountAr from './account/ar.json' with { type: 'json' };
import accountEn from './account/en.json' with { type: 'json' };
import socialAr from './social/ar.json' with { type: 'json' };
import socialEn from './social/en.json' with { type: 'json' };
import lecturerAr from './lecturer/ar.json' with { type: 'json' };
import lecturerEn from './lecturer/en.json' with { type: 'json' };
import studioAr from './studio/ar.json' with { type: 'json' };
import studioEn from './studio/en.json' with { type: 'json' };

export const ar = {
  common: commonAr,
  errors: errorsAr,
  mail: mailAr,
  nav: navAr,
  shell: shellAr,
  pages: pagesAr,
  auth: authAr,
  catalog: catalogAr,
  program: programAr,
  blogs: blogsAr,
  content: contentAr,
  search: searchAr,
  commerce: commerceAr,
  explore: exploreAr,
  invoices: invoicesAr,
  cart: cartAr,
  certificates: certificatesAr,
  learning: learningAr,
  notifications: notificationsAr,
  community: communityAr,
  account: accountAr,
  lecturer: lecturerAr,
  social: socialAr,
  studio: studioAr,
};
export const en = {
  common: commonEn,
  errors: errorsEn,
  mail: mailEn,
  nav: navEn,
  shell: shellEn,
  pages: pagesEn,
  auth: authEn,
  catalog: catalogEn,
  program: programEn,
  blogs: blogsEn,
  content: contentEn,
  search: searchEn,
  commerce: commerceEn,
  explore: exploreEn,
  invoices: invoicesEn,
  cart: cartEn,
  certificates: certificatesEn,
  learning: learningEn,
  notifications: notificationsEn,
  community: communityEn,
  account: accountEn,
  lecturer: lecturerEn,
  social: socialEn,
  studio: studioEn,
};
