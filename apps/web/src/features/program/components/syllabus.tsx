import { formatNumber, type Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { ChevronEndIcon } from '@/shared/ui/icons/chevron-end-icon';
import { countArgs } from '@/shared/lib/count-args';
import type { SyllabusSectionData } from '../api/program-documents';
import { lessonMinutes } from '../lib/syllabus';

/**
 * Syllabus preview: one native disclosure per section (keyboard and screen-reader friendly with
 * no script), lessons with type, duration and the free-preview mark. The first section is open.
 */
export async function Syllabus({
  sections,
  lessonsCount,
  locale,
}: {
  sections: SyllabusSectionData[];
  lessonsCount: number;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'program.syllabus' });
  const ordered = [...sections].sort((a, b) => a.order - b.order);
  return (
    <section aria-labelledby="syllabus-heading" className="mt-12">
      <h2 id="syllabus-heading" className="text-2xl font-bold text-fg">
        {t('heading')}
      </h2>
      {ordered.length === 0 ? (
        <p className="mt-3 text-fg-muted">{t('empty')}</p>
      ) : (
        <>
          <p className="mt-1 text-fg-muted">
            {t('summary', {
              sections: ordered.length,
              sectionsN: formatNumber(ordered.length, locale),
              lessons: lessonsCount,
              lessonsN: formatNumber(lessonsCount, locale),
            })}
          </p>
          <div className="mt-5 divide-y divide-line overflow-hidden rounded-card border border-line">
            {ordered.map((section, index) => (
              <details key={section.id} open={index === 0} className="group bg-surface-raised">
                <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-4 hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
                  <ChevronEndIcon
                    size={18}
                    className="shrink-0 text-fg-muted transition-transform group-open:rotate-90 rtl:group-open:-rotate-90 flip-rtl"
                  />
                  <span className="flex-1 font-semibold text-fg">
                    <bdi>{section.title}</bdi>
                  </span>
                  <span className="text-sm text-fg-muted">
                    {t('sectionMeta', {
                      lessons: section.lessonsCount,
                      lessonsN: formatNumber(section.lessonsCount, locale),
                      minutes: section.learningTimeInMinutes,
                      minutesN: formatNumber(section.learningTimeInMinutes, locale),
                    })}
                  </span>
                </summary>
                <ol className="border-t border-line">
                  {[...section.lessons]
                    .sort((a, b) => a.order - b.order)
                    .map((lesson) => (
                      <li
                        key={lesson.id}
                        data-preview={lesson.isPreview || undefined}
                        className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 ps-11 text-[0.95rem]"
                      >
                        <span className="flex-1 text-fg">
                          <bdi>{lesson.title}</bdi>
                        </span>
                        {lesson.isPreview ? (
                          <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
                            {t('preview')}
                          </span>
                        ) : null}
                        <span className="text-sm text-fg-muted">{t(`lessonType.${lesson.type}`)}</span>
                        {lesson.duration > 0 ? (
                          <span className="min-w-14 text-end text-sm tabular-nums text-fg-muted">
                            {t('minutes', countArgs(lessonMinutes(lesson.duration), locale))}
                          </span>
                        ) : null}
                      </li>
                    ))}
                </ol>
              </details>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
