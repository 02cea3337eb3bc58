'use client';
import { useTranslations } from '#intl';
import type { MissingItem } from '../hooks/use-studio-program';

/** What still stands between the program and publication, as the API checks it. */
export function PublishChecklist({ missing }: { missing: MissingItem[] }) {
  const t = useTranslations('studio.checklist');
  return (
    <section aria-labelledby="studio-checklist" className="rounded-card border border-line p-4">
      <h2 id="studio-checklist" className="mb-2 font-bold text-fg">
        {t('heading')}
      </h2>
      {missing.length === 0 ? (
        <p className="text-sm text-fg" data-testid="checklist-ready">
          {t('ready')}
        </p>
      ) : (
        <ul className="list-disc ps-5 text-sm text-fg" data-testid="checklist-missing">
          {missing.map((item) => (
            <li key={`${item.field}-${item.message}`}>{item.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
