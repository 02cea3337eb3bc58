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

export const ar = { common: commonAr, errors: errorsAr, mail: mailAr, nav: navAr, shell: shellAr, pages: pagesAr, auth: authAr, catalog: catalogAr };
export const en = { common: commonEn, errors: errorsEn, mail: mailEn, nav: navEn, shell: shellEn, pages: pagesEn, auth: authEn, catalog: catalogEn };
