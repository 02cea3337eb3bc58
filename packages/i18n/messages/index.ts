// One import per namespace; each namespace is a folder with ar.json and en.json.
import commonAr from './common/ar.json' with { type: 'json' };
import commonEn from './common/en.json' with { type: 'json' };
import errorsAr from './errors/ar.json' with { type: 'json' };
import errorsEn from './errors/en.json' with { type: 'json' };

export const ar = { common: commonAr, errors: errorsAr };
export const en = { common: commonEn, errors: errorsEn };
