'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { LessonTypeIcon } from '@/shared/ui/icons/learning-icons';
import { buttonStyles } from '@/shared/ui/styles';
import type { CurriculumLesson, CurriculumSection } from '../api/studio-curriculum-documents';
import type { CurriculumAnswer, CurriculumWrite } from '../hooks/use-curriculum';
import { LessonForm } from './lesson-form';
import { LessonResources } from './lesson-resources';
import { QuizQuestions } from './quiz-questions';
import { SortableRow } from './sortable-list';

/** One lesson in its section: its handle, type, titles and flags, and its form when opened. */
export function CurriculumLessonRow({
  lesson,
  sections,
  programId,
  readOnly,
  write,
  onMoveTo,
}: {
  lesson: CurriculumLesson;
  sections: readonly CurriculumSection[];
  programId: string;
  readOnly: boolean;
  write: (name: CurriculumWrite, input: Record<string, unknown>) => Promise<CurriculumAnswer | null>;
  onMoveTo: (sectionId: string) => void;
}) {
  const t = useTranslations('studio.curriculum');
  const locale = useLocale() as Locale;
  const moveId = useId();
  const [open, setOpen] = useState(false);
  const minutes = Math.round(lesson.durationSeconds / 60);
  return (
    <SortableRow
      id={lesson.id}
      handleLabel={t('order.moveLesson', { title: lesson.title })}
      disabled={readOnly}
      className="rounded-lg border border-line bg-surface p-2"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="curriculum-lesson">
        <LessonTypeIcon type={lesson.type} className="shrink-0 text-fg-muted" />
        <span className="sr-only">{t(`types.${lesson.type}`)}</span>
        <span className="min-w-0 flex-1 font-medium text-fg">
          <bdi lang="ar">{lesson.arTitle}</bdi> · <bdi lang="en">{lesson.enTitle}</bdi>
        </span>
        {lesson.isPreview ? (
          <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg">{t('lesson.preview')}</span>
        ) : null}
        {minutes > 0 ? (
          <span className="text-xs text-fg-muted">
            {t('lesson.minutes', { count: minutes, n: formatNumber(minutes, locale) })}
          </span>
        ) : null}
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className={`${buttonStyles.ghost} ${buttonStyles.small}`}
        >
          {open ? t('lesson.close') : t('lesson.edit')}
          <span className="sr-only">: {lesson.title}</span>
        </button>
        {readOnly ? null : (
          <button
            type="button"
            onClick={() => {
              if (window.confirm(t('lesson.confirmDelete', { title: lesson.title })))
                void write('deleteLesson', { lessonId: lesson.id });
            }}
            className={`${buttonStyles.ghost} ${buttonStyles.small}`}
          >
            {t('lesson.delete')}
            <span className="sr-only">: {lesson.title}</span>
          </button>
        )}
      </div>
      {open ? (
        <div className="border-t border-line pt-2">
          {!readOnly && sections.length > 1 ? (
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <label htmlFor={moveId} className="font-medium">
                {t('lesson.section')}
              </label>
              <select
                id={moveId}
                value={lesson.sectionId}
                onChange={(event) => onMoveTo(event.target.value)}
                className="min-h-10 rounded-lg border border-line bg-surface px-3 text-fg"
              >
                {sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.title}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <LessonForm
            lesson={lesson}
            programId={programId}
            readOnly={readOnly}
            write={write}
            onDone={() => setOpen(false)}
          />
          {lesson.type === 'QUIZ' ? <QuizQuestions lesson={lesson} readOnly={readOnly} write={write} /> : null}
          <LessonResources lesson={lesson} readOnly={readOnly} write={write} />
        </div>
      ) : null}
    </SortableRow>
  );
}
