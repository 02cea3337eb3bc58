import { getTranslations } from 'next-intl/server';
import type { Locale } from '@manara/i18n';
import { JsonLd } from '@/app/_lib/seo/json-ld';
import { breadcrumbJsonLd } from '@/app/_lib/seo/schema-org';
import { Link } from '@/i18n/navigation';
import { ChevronEndIcon } from '@/shared/components/icons/icons';

export interface Crumb {
  name: string;
  /** Locale-less path. */
  path: string;
}

/** A visible trail (nav landmark, current page marked) and its BreadcrumbList JSON-LD; Home comes first. */
export async function Breadcrumbs({ locale, items }: { locale: Locale; items: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'pages.breadcrumb' });
  const trail = [{ name: t('home'), path: '/' }, ...items];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(locale, trail)} />
      <nav aria-label={t('label')} className="text-sm text-fg-muted">
        <ol className="flex flex-wrap items-center gap-1">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={crumb.path} className="inline-flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-fg">
                    <bdi>{crumb.name}</bdi>
                  </span>
                ) : (
                  <>
                    <Link href={crumb.path} className="rounded hover:text-accent hover:underline">
                      <bdi>{crumb.name}</bdi>
                    </Link>
                    <ChevronEndIcon size={14} className="flip-rtl" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
