import type { Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { countArgs } from '@/shared/lib/count-args';
import type { ProgramData } from '../api/program-documents';

/** Level, language, duration and lesson count as a description list. */
export async function ProgramFacts({ program, locale }: { program: ProgramData; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'program' });
  const facts: [string, string][] = [
    [t('facts.level'), t(`level.${program.level}`)],
    [t('facts.language'), t(`language.${program.language}`)],
    [t('facts.duration'), t(`duration.${program.learningTimeUnit}`, countArgs(program.learningTime, locale))],
    [t('facts.lessons'), t('facts.lessonsCount', countArgs(program.lessonsCount, locale))],
  ];
  return (
    <div>
      <h2 className="sr-only">{t('facts.heading')}</h2>
      <dl className="grid grid-cols-2 gap-3">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-surface-muted px-3 py-2">
            <dt className="text-xs text-fg-muted">{term}</dt>
            <dd className="font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
