import type { Locale } from '@manara/i18n';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';

interface PageIntroProps {
  locale: Locale;
  title: string;
  /** Locale-less path of this page, for the breadcrumb trail. */
  path: string;
  homeLabel: string;
  breadcrumbLabel: string;
  children?: ReactNode;
}

/** Trail and heading shared by the content pages (FAQs, about, contact, policies). */
export function PageIntro({ locale, title, path, homeLabel, breadcrumbLabel, children }: PageIntroProps) {
  return (
    <header className="mb-8">
      <Breadcrumbs
        items={[
          { name: homeLabel, path: '/' },
          { name: title, path },
        ]}
        label={breadcrumbLabel}
        locale={locale}
      />
      <h1 className="mt-6 text-3xl font-bold text-fg sm:text-4xl">{title}</h1>
      {children}
    </header>
  );
}
