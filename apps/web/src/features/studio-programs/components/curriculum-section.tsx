'use client';
import { useTranslations } from '#intl';
import { useState } from 'react';
import { buttonStyles } from '@/shared/ui/styles';
import type { CurriculumSection } from '../api/studio-curriculum-documents';
import type { CurriculumAnswer, CurriculumWrite } from '../hooks/use-curriculum';
import { useWriteForm } from '../hooks/use-write-form';
import type { SectionOrder } from '../lib/curriculum-order';
import { moveLessonTo, moveLessonWithin } from '../lib/curriculum-order';
import { CurriculumForm } from './curriculum-form';
import { CurriculumLessonRow } from './curriculum-lesson';
import { SortableList, SortableRow } from './sortable-list';
import { TitleFields } from './title-fields';

const authoredTypes = ['ARTICLE', 'VIDEO', 'LIVE_SESSION', 'QUIZ'] as const;

type Write = (name: CurriculumWrite, input: Record<string, unknown>) => Promise<CurriculumAnswer | null>;

/** Renames a section in both languages. */
function RenameSection({ section, write, onDone }: { section: CurriculumSection; write: Write; onDone: () => void }) {
  const t = useTranslations('studio.curriculum');
  const form = useWriteForm({ arTitle: section.arTitle, enTitle: section.enTitle });
  return (
    <CurriculumForm
      message={form.message}
      submitLabel={t('section.save')}
      cancelLabel={t('cancel')}
      onCancel={onDone}
      onSubmit={async () => {
        if (await form.submit(() => write('updateSection', { sectionId: section.id, changes: form.values }))) onDone();
      }}
    >
      <TitleFields legend={t('section.titles')} values={form.values} errors={form.errors} onChange={form.set} />
    </CurriculumForm>
  );
}

/** Adds an article, video, live-session or quiz lesson at the end of a section. */
function AddLesson({ sectionId, write, onDone }: { sectionId: string; write: Write; onDone: () => void }) {
  const t = useTranslations('studio.curriculum');
  const form = useWriteForm({ type: 'ARTICLE' as (typeof authoredTypes)[number], arTitle: '', enTitle: '' });
  return (
    <CurriculumForm
      message={form.message}
      submitLabel={t('lesson.add')}
      cancelLabel={t('cancel')}
      onCancel={onDone}
      testId="add-lesson-form"
      onSubmit={async () => {
        if (await form.submit(() => write('addLesson', { sectionId, ...form.values }))) onDone();
      }}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-bold text-fg">{t('lesson.type')}</legend>
        {authoredTypes.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`type-${sectionId}`}
              value={type}
              checked={form.values.type === type}
              onChange={() => form.set('type', type)}
            />
            {t(`types.${type}`)}
          </label>
        ))}
      </fieldset>
      <TitleFields legend={t('lesson.titles')} values={form.values} errors={form.errors} onChange={form.set} />
    </CurriculumForm>
  );
}

/** One section: its handle and titles, rename and delete, its lessons in their order, and adding one. */
export function CurriculumSectionCard({
  section,
  sections,
  programId,
  readOnly,
  write,
  onReorder,
}: {
  section: CurriculumSection;
  sections: readonly CurriculumSection[];
  programId: string;
  readOnly: boolean;
  write: Write;
  onReorder: (order: SectionOrder[]) => void;
}) {
  const t = useTranslations('studio.curriculum');
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  return (
    <SortableRow
      id={section.id}
      handleLabel={t('order.moveSection', { title: section.title })}
      disabled={readOnly}
      className="rounded-card border border-line bg-surface-muted p-3"
    >
      <section aria-label={section.title} data-testid="curriculum-section">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 flex-1 font-bold text-fg">
            <bdi lang="ar">{section.arTitle}</bdi> · <bdi lang="en">{section.enTitle}</bdi>
          </h3>
          {readOnly ? null : (
            <>
              <button
                type="button"
                aria-expanded={renaming}
                onClick={() => setRenaming((r) => !r)}
                className={`${buttonStyles.ghost} ${buttonStyles.small}`}
              >
                {t('section.rename')}
                <span className="sr-only">: {section.title}</span>
              </button>
              <button
                type="button"
                onClick={() => {
                  if (window.confirm(t('section.confirmDelete', { title: section.title })))
                    void write('deleteSection', { sectionId: section.id });
                }}
                className={`${buttonStyles.ghost} ${buttonStyles.small}`}
              >
                {t('section.delete')}
                <span className="sr-only">: {section.title}</span>
              </button>
            </>
          )}
        </div>
        {renaming ? <RenameSection section={section} write={write} onDone={() => setRenaming(false)} /> : null}
        {section.lessons.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">{t('section.empty')}</p>
        ) : (
          <SortableList
            items={section.lessons}
            onMove={(activeId, overId) => onReorder(moveLessonWithin(sections, activeId, overId))}
            className="mt-3 flex flex-col gap-2"
          >
            {section.lessons.map((lesson) => (
              <CurriculumLessonRow
                key={lesson.id}
                lesson={lesson}
                sections={sections}
                programId={programId}
                readOnly={readOnly}
                write={write}
                onMoveTo={(sectionId) => onReorder(moveLessonTo(sections, lesson.id, sectionId))}
              />
            ))}
          </SortableList>
        )}
        {readOnly ? null : (
          <div className="mt-3">
            {adding ? (
              <AddLesson sectionId={section.id} write={write} onDone={() => setAdding(false)} />
            ) : (
              <button
                type="button"
                onClick={() => setAdding(true)}
                className={`${buttonStyles.secondary} ${buttonStyles.small}`}
              >
                {t('lesson.addTo', { title: section.title })}
              </button>
            )}
          </div>
        )}
      </section>
    </SortableRow>
  );
}
