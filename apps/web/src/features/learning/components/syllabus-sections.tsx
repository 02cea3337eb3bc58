'use client';
import { useTranslations } from '#intl';
import type { SyllabusSectionData } from '../api/learning-documents';
import { useLearningFormat } from '../hooks/use-learning-format';
import { SyllabusLessonRow } from './syllabus-lesson-row';

/**
 * Sections as native disclosures (keyboard friendly without script) with their lessons. The
 * section holding the current lesson, or else the first, starts open.
 */
export function SyllabusSections({
  sections,
  programId,
  currentLessonId,
  compact = false,
}: {
  sections: SyllabusSectionData[];
  programId: string;
  currentLessonId?: string;
  compact?: boolean;
}) {
  const t = useTranslations('learning');
  const { n } = useLearningFormat();
  const openId = sections.find((s) => s.lessons.some((l) => l.id === currentLessonId))?.id ?? sections[0]?.id;
  return (
    <div className={`divide-y divide-line overflow-hidden ${compact ? '' : 'rounded-card border border-line'}`}>
      {sections.map((section) => {
        const done = section.lessons.filter((l) => l.isCompleted).length;
        const minutes = t('common.minutes', {
          count: section.learningTimeInMinutes,
          n: n(section.learningTimeInMinutes),
        });
        return (
          <details
            key={section.id}
            open={compact || section.id === openId}
            className="group bg-surface-raised"
            data-testid="syllabus-section"
          >
            <summary
              className={`flex cursor-pointer list-none items-center gap-3 ${compact ? 'px-3 py-3' : 'px-4 py-4'} hover:bg-surface-muted [&::-webkit-details-marker]:hidden`}
            >
              <span className="flex-1 font-semibold text-fg">
                <bdi>{section.title}</bdi>
              </span>
              <span className="text-xs text-fg-muted">
                {compact
                  ? `${n(done)}/${n(section.lessons.length)}`
                  : t('program.sectionMeta', { count: section.lessonsCount, n: n(section.lessonsCount), minutes })}
              </span>
            </summary>
            <ol className={compact ? 'px-1 pb-2' : 'border-t border-line'}>
              {section.lessons.map((lesson) => (
                <SyllabusLessonRow
                  key={lesson.id}
                  lesson={lesson}
                  programId={programId}
                  current={lesson.id === currentLessonId}
                  compact={compact}
                />
              ))}
            </ol>
          </details>
        );
      })}
    </div>
  );
}
