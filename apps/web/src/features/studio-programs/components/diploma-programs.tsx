'use client';
import { formatEgp, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useId, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import {
  studioDiplomaCandidatesQuery,
  type DiplomaPart,
  type StudioCurriculum,
} from '../api/studio-curriculum-documents';
import type { CurriculumAnswer, CurriculumWrite } from '../hooks/use-curriculum';
import { moveId } from '../lib/curriculum-order';
import { SortableList, SortableRow } from './sortable-list';

type Write = (name: CurriculumWrite, input: Record<string, unknown>) => Promise<CurriculumAnswer | null>;
type Candidate = Pick<DiplomaPart, 'id' | 'type' | 'title' | 'arTitle' | 'enTitle'>;

/** Published courses and workshops matching the search, a moment after typing stops. */
function useCandidates(search: string) {
  const locale = useLocale();
  const [found, setFound] = useState<Candidate[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      request(studioDiplomaCandidatesQuery, { search: search.trim() || null }, { locale, signal: controller.signal })
        .then(({ studioDiplomaCandidates }) => setFound(studioDiplomaCandidates.data?.items ?? []))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, locale]);
  return found;
}

/**
 * A diploma's programs in its editor (decision 0047): listed in order with their prices, moved by
 * dragging or with the keyboard, removed, and added from a search of published courses and
 * workshops; every change saves the whole list on the program's version. Their prices alone,
 * added up, stand beside the diploma's price. A refused place (a diploma, a duplicate, an
 * unpublished program) is named in the alert with its title.
 */
export function DiplomaPrograms({
  curriculum,
  readOnly,
  write,
}: {
  curriculum: StudioCurriculum;
  readOnly: boolean;
  write: Write;
}) {
  const t = useTranslations('studio.curriculum.diploma');
  const locale = useLocale() as Locale;
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const found = useCandidates(search);
  const parts = curriculum.diplomaPrograms;
  const ids = parts.map((p) => p.id);
  const { program } = curriculum;
  const diplomaPrice = program.priceAfterDiscount ?? program.originalPrice;

  async function save(programIds: string[], titles: Map<string, string>) {
    const answer = await write('setDiplomaPrograms', { programIds });
    if (!answer || answer.success) return setProblems([]);
    setProblems(
      answer.fieldErrors.map(({ field, message }) => {
        const title = titles.get(programIds[Number(field.split('.')[1])] ?? '');
        return title ? `${title}: ${message}` : message;
      }),
    );
  }
  const titlesWith = (extra: Candidate[] = []) => new Map([...parts, ...extra].map((p) => [p.id, p.title]));

  return (
    <section aria-labelledby="studio-diploma" className="flex flex-col gap-4" data-testid="diploma-programs">
      <div>
        <h2 id="studio-diploma" className="text-lg font-bold text-fg">
          {t('heading')}
        </h2>
        <p className="text-sm text-fg-muted">{t('hint')}</p>
      </div>
      <dl
        className="grid gap-2 rounded-card border border-line bg-surface-muted p-3 sm:grid-cols-2"
        data-testid="diploma-prices"
      >
        <div>
          <dt className="text-sm text-fg-muted">{t('diplomaPrice')}</dt>
          <dd className="font-bold text-fg">{formatEgp(diplomaPrice, locale)}</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{t('partsPrice')}</dt>
          <dd className="font-bold text-fg" data-testid="diploma-parts-price">
            {formatEgp(curriculum.partsPrice, locale)}
          </dd>
        </div>
      </dl>
      <p className="-mt-2 text-xs text-fg-muted">{t('priceNote')}</p>
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc ps-5 text-sm text-[color:light-dark(#b42318,#fda29b)]">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {parts.length === 0 ? (
        <p className="text-sm text-fg">{t('empty')}</p>
      ) : (
        <SortableList
          items={parts}
          onMove={(activeId, overId) => void save(moveId(ids, activeId, overId), titlesWith())}
          className="flex flex-col gap-2"
        >
          {parts.map((part) => (
            <SortableRow
              key={part.id}
              id={part.id}
              handleLabel={t('move', { title: part.title })}
              disabled={readOnly}
              className="rounded-lg border border-line bg-surface p-2"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="diploma-part">
                <span className="min-w-0 flex-1 font-medium text-fg">
                  <bdi lang="ar">{part.arTitle}</bdi> · <bdi lang="en">{part.enTitle}</bdi>
                </span>
                <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg">
                  {t(`types.${part.type}`)}
                </span>
                <span className="text-sm text-fg">
                  {formatEgp(part.priceAfterDiscount ?? part.originalPrice, locale)}
                </span>
                {part.publicationStatus === 'PUBLISHED' ? null : (
                  <span className="text-xs text-[color:light-dark(#b42318,#fda29b)]">{t('notPublished')}</span>
                )}
                {readOnly ? null : (
                  <button
                    type="button"
                    onClick={() =>
                      void save(
                        ids.filter((id) => id !== part.id),
                        titlesWith(),
                      )
                    }
                    className={`${buttonStyles.ghost} ${buttonStyles.small}`}
                  >
                    {t('remove')}
                    <span className="sr-only">: {part.title}</span>
                  </button>
                )}
              </div>
            </SortableRow>
          ))}
        </SortableList>
      )}
      {readOnly ? null : (
        <div className="flex flex-col gap-2">
          <TextField
            type="search"
            label={t('search')}
            name="diplomaSearch"
            hint={t('searchHint')}
            value={search}
            dir="auto"
            aria-controls={searchId}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div id={searchId} aria-live="polite">
            {found === null ? (
              <p className="text-sm text-fg-muted">{t('searching')}</p>
            ) : found.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('noResults')}</p>
            ) : (
              <ul aria-label={t('results')} className="flex flex-col gap-1" data-testid="diploma-candidates">
                {found.map((candidate) => (
                  <li key={candidate.id} className="flex flex-wrap items-center gap-2 rounded-lg px-2 py-1">
                    <span className="min-w-0 flex-1 text-sm text-fg">
                      <bdi lang="ar">{candidate.arTitle}</bdi> · <bdi lang="en">{candidate.enTitle}</bdi>
                    </span>
                    <span className="text-xs text-fg-muted">{t(`types.${candidate.type}`)}</span>
                    {ids.includes(candidate.id) ? (
                      <span className="text-xs text-fg-muted">{t('added')}</span>
                    ) : (
                      <button
                        type="button"
                        onClick={() => void save([...ids, candidate.id], titlesWith([candidate]))}
                        className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                      >
                        {t('add')}
                        <span className="sr-only">: {candidate.title}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
