// `#intl` in the browser and in server-side rendering of client components (package.json imports).
export { useLocale } from './use-locale';
export { useTranslations } from './use-translations';
