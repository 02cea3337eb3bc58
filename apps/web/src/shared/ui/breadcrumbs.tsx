import type { Locale } from '@manara/i18n';
import { JsonLd } from '@/shared/seo/json-ld';
import { breadcrumbJsonLd } from '@/shared/seo/schema-org';
import { Link } from '@/i18n/navigation';
import { ChevronEndIcon } from './icons/chevron-end-icon';

export interface Crumb {
  name: string;
  /** Locale-less path. */
  path: string;
}

/** The visible trail (the last crumb is the current page) and its BreadcrumbList data. */
export function Breadcrumbs({ items, label, locale }: { items: Crumb[]; label: string; locale: Locale }) {
  return (
    <nav aria-label={label} className="text-sm text-fg-muted">
      <JsonLd data={breadcrumbJsonLd(locale, items)} />
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex min-w-0 items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="truncate text-fg">
                  <bdi>{item.name}</bdi>
                </span>
              ) : (
                <>
                  <Link href={item.path} className="rounded hover:text-accent hover:underline">
                    <bdi>{item.name}</bdi>
                  </Link>
                  <ChevronEndIcon size={14} className="flip-rtl shrink-0" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
