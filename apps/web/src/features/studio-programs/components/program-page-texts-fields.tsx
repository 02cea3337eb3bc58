'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { TextField } from '@/shared/ui/form/text-field';
import type { ProgramPageTextValues } from '../lib/program-page-texts';
import { BilingualPair } from './bilingual-pair';

type Key = keyof ProgramPageTextValues;

const lists = [
  { legend: 'outcomes', ar: 'arOutcomes', en: 'enOutcomes' },
  { legend: 'requirements', ar: 'arRequirements', en: 'enRequirements' },
  { legend: 'audience', ar: 'arAudience', en: 'enAudience' },
] as const;

const searchTexts = [
  { legend: 'seoTitle', ar: 'arSeoTitle', en: 'enSeoTitle', max: 70 },
  { legend: 'seoDescription', ar: 'arSeoDescription', en: 'enSeoDescription', max: 170 },
] as const;

// The text is in the box's language and direction; labels and hints follow the page.
const ar = { lang: 'ar', dir: 'rtl' } as const;
const en = { lang: 'en', dir: 'ltr' } as const;

/**
 * The program page's lists, one item per line, and its texts for search engines with their
 * lengths counted as typed (decision 0071); both languages side by side.
 */
export function ProgramPageTextsFields({
  values,
  errors,
  onChange,
  readOnly,
}: {
  values: ProgramPageTextValues;
  errors: Partial<Record<Key, string>>;
  onChange: (name: Key, value: string) => void;
  readOnly: boolean;
}) {
  const t = useTranslations('studio.fields');
  const locale = useLocale() as Locale;
  const box = (name: Key) => ({
    name,
    value: values[name],
    error: errors[name],
    readOnly,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const counted = (name: Key, max: number) =>
    t('characters', { n: formatNumber(values[name].length, locale), max: formatNumber(max, locale) });
  return (
    <>
      <section className="flex flex-col gap-5" aria-labelledby="studio-page-texts">
        <h2 id="studio-page-texts" className="text-lg font-bold text-fg">
          {t('pageTexts')}
        </h2>
        <p className="text-sm text-fg-muted">{t('pageTextsHint')}</p>
        {lists.map((list) => (
          <BilingualPair key={list.legend} legend={t(list.legend)}>
            <TextAreaField label={t('arabic')} hint={t(`${list.legend}Hint`)} {...ar} {...box(list.ar)} />
            <TextAreaField label={t('english')} hint={t(`${list.legend}Hint`)} {...en} {...box(list.en)} />
          </BilingualPair>
        ))}
      </section>
      <section className="flex flex-col gap-5" aria-labelledby="studio-search">
        <h2 id="studio-search" className="text-lg font-bold text-fg">
          {t('search')}
        </h2>
        <p className="text-sm text-fg-muted">{t('searchHint')}</p>
        {searchTexts.map(({ legend, max, ...names }) => {
          // A title is one line; a description wraps.
          const Field = legend === 'seoTitle' ? TextField : TextAreaField;
          const height = legend === 'seoTitle' ? '' : 'min-h-24';
          return (
            <BilingualPair key={legend} legend={t(legend)}>
              <Field label={t('arabic')} hint={counted(names.ar, max)} className={height} {...ar} {...box(names.ar)} />
              <Field label={t('english')} hint={counted(names.en, max)} className={height} {...en} {...box(names.en)} />
            </BilingualPair>
          );
        })}
      </section>
    </>
  );
}
