'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useId, useState } from 'react';
import { studioProgramsQuery } from '@/features/studio-programs/api/studio-program-documents';
import { request } from '@/shared/graphql/request';

export interface FoundProgram {
  id: string;
  title: string;
}

/** Finds a published program to give: type part of its title, pick one of the first eight. */
export function ProgramFinder({
  chosen,
  onChoose,
}: {
  chosen: FoundProgram | null;
  onChoose: (program: FoundProgram | null) => void;
}) {
  const t = useTranslations('studio.users');
  const locale = useLocale() as Locale;
  const id = useId();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<FoundProgram[]>([]);
  useEffect(() => {
    if (search.trim().length < 2) return;
    const controller = new AbortController();
    request(
      studioProgramsQuery,
      { paginate: { page: 1, limit: 8 }, status: 'PUBLISHED', search: search.trim() },
      { locale, signal: controller.signal },
    )
      .then(({ studioPrograms }) =>
        setFound((studioPrograms.data?.items ?? []).map((p) => ({ id: p.id, title: p.title }))),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [search, locale]);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('findProgram')}
      </label>
      <input
        id={id}
        type="search"
        dir="auto"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="min-h-11 rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent"
      />
      {chosen ? (
        <p className="text-fg" data-testid="chosen-program">
          {t('chosen')} <bdi className="font-semibold">{chosen.title}</bdi>{' '}
          <button type="button" className="text-accent underline" onClick={() => onChoose(null)}>
            {t('unchoose')}
          </button>
        </p>
      ) : search.trim().length >= 2 ? (
        <ul className="flex flex-col gap-1" aria-live="polite">
          {found.map((program) => (
            <li key={program.id}>
              <button type="button" className="text-start text-accent underline" onClick={() => onChoose(program)}>
                <bdi>{program.title}</bdi>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
