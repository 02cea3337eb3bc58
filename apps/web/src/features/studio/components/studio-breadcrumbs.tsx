import { Link } from '@/i18n/navigation';

export interface Crumb {
  label: string;
  href?: string;
}

/** Where the author is in the studio; the last crumb is the current page. */
export function StudioBreadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-fg-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1.5">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href ? (
              <Link href={crumb.href} className="hover:text-accent">
                <bdi>{crumb.label}</bdi>
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-fg">
                <bdi>{crumb.label}</bdi>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
