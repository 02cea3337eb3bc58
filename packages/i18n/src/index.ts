export * from './locales';
export * from './digits';
export * from './normalize-arabic';
export * from './format';
export * from './time-ago';
export * from './messages';
export * from './arabic-typography';
