import { useLocale, useTranslations } from '#intl';
import { formatYear, type Locale } from '@manara/i18n';
import { LanguageSwitch } from '@/features/shell/components/header/language-switch';
import { FooterColumn } from './footer-column';
import { Logo } from './logo';
import { footerCompanyLinks, footerPolicyLinks, headerLinks } from './nav-items';

/** Brand, tagline, links, language switch and copyright (rendered once per language at build). */
export function SiteFooter() {
  const t = useTranslations('nav');
  const common = useTranslations('common');
  const year = formatYear(new Date(), useLocale() as Locale);
  return (
    <footer className="render-near-viewport mt-24 border-t border-line bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-xs text-fg-muted">{common('tagline')}</p>
          <LanguageSwitch className="-ms-3 mt-4" />
        </div>
        <FooterColumn title={t('footerExplore')} links={headerLinks} />
        <FooterColumn title={t('footerCompany')} links={footerCompanyLinks} />
        <FooterColumn title={t('footerPolicies')} links={footerPolicyLinks} />
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-fg-muted sm:px-6">{t('copyright', { year })}</p>
      </div>
    </footer>
  );
}
