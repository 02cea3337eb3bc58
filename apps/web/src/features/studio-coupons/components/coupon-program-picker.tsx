'use client';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useId, useState } from 'react';
import { studioProgramsQuery } from '@/features/studio-programs/api/studio-program-documents';
import { request } from '@/shared/graphql/request';
import { ChoiceGroup, control } from './coupon-choices';

/** The programs picker: a search over the studio's programs; the chosen ones listed with a remove button. */
export function ProgramPicker({
  chosen,
  names,
  error,
  onChange,
}: {
  chosen: string[];
  names: Record<string, string>;
  error?: string;
  onChange: (ids: string[], names: Record<string, string>) => void;
}) {
  const t = useTranslations('studio.coupons');
  const locale = useLocale() as Locale;
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Array<{ id: string; title: string }>>([]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      request(
        studioProgramsQuery,
        { paginate: { page: 1, limit: 10 }, search: search.trim() || null },
        { locale, signal: controller.signal },
      ).then(
        ({ studioPrograms }) => setFound(studioPrograms.data?.items ?? []),
        () => {},
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, locale]);
  return (
    <ChoiceGroup legend={t('programs')} error={error}>
      {chosen.length === 0 ? <p className="text-sm text-fg-muted">{t('noProgramsChosen')}</p> : null}
      <ul className="flex flex-col gap-1" data-testid="coupon-chosen-programs">
        {chosen.map((id) => (
          <li key={id} className="flex items-center justify-between gap-3 rounded-lg bg-surface-muted px-3 py-1">
            <bdi>{names[id] ?? id}</bdi>
            <button
              type="button"
              className="min-h-11 text-sm font-semibold text-accent underline"
              onClick={() =>
                onChange(
                  chosen.filter((c) => c !== id),
                  names,
                )
              }
            >
              {t('remove', { name: names[id] ?? '' })}
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={searchId} className="text-sm font-medium">
        {t('findProgram')}
      </label>
      <input
        id={searchId}
        type="search"
        dir="auto"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className={`${control} w-full`}
      />
      <ul className="flex flex-col gap-1">
        {found
          .filter((p) => !chosen.includes(p.id))
          .map((program) => (
            <li key={program.id} className="flex items-center justify-between gap-3 px-3">
              <bdi>{program.title}</bdi>
              <button
                type="button"
                className="min-h-11 text-sm font-semibold text-accent underline"
                onClick={() => onChange([...chosen, program.id], { ...names, [program.id]: program.title })}
              >
                {t('add', { name: program.title })}
              </button>
            </li>
          ))}
      </ul>
    </ChoiceGroup>
  );
}
