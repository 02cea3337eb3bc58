'use client';
import { useTranslations } from '#intl';
import { useState } from 'react';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { buttonStyles } from '@/shared/ui/styles';
import { useCurriculum, type CurriculumHost } from '../hooks/use-curriculum';
import { useWriteForm } from '../hooks/use-write-form';
import { arrange, moveSection, sameOrder, orderOf, type SectionOrder } from '../lib/curriculum-order';
import { CurriculumForm } from './curriculum-form';
import { CurriculumSectionCard } from './curriculum-section';
import { DiplomaPrograms } from './diploma-programs';
import { SortableList } from './sortable-list';
import { TitleFields } from './title-fields';

/**
 * The program's curriculum in its editor (decision 0028): sections and their lessons, both
 * languages side by side, added, renamed, deleted and reordered by dragging or the keyboard.
 * Every write is made on the program's version and hands the editor the new one. A diploma has
 * programs instead of sections (DiplomaPrograms).
 */
export function CurriculumEditor({ readOnly, ...host }: CurriculumHost & { readOnly: boolean }) {
  const t = useTranslations('studio.curriculum');
  const { curriculum, failed, alert, busy, write, show } = useCurriculum(host);
  const form = useWriteForm({ arTitle: '', enTitle: '' });
  const [adding, setAdding] = useState(false);

  if (failed) return <FormAlert tone="error">{failed}</FormAlert>;
  if (!curriculum) return <p className="text-fg-muted">{t('loading')}</p>;
  const { sections } = curriculum;
  if (curriculum.program.type === 'DIPLOMA')
    return (
      <div aria-busy={busy} className="flex flex-col gap-3">
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        <DiplomaPrograms curriculum={curriculum} readOnly={readOnly} write={write} />
      </div>
    );

  function reorder(order: SectionOrder[]) {
    if (sameOrder(order, orderOf(sections))) return;
    // Shown at once; the answer (or, on failure, a fresh read) settles it.
    show({ ...curriculum!, sections: arrange(sections, order) });
    void write('reorderCurriculum', { sections: order });
  }

  async function addSection() {
    if (await form.submit(() => write('addSection', form.values))) {
      form.reset();
      setAdding(false);
    }
  }

  return (
    <section
      aria-labelledby="studio-curriculum"
      aria-busy={busy}
      className="flex flex-col gap-4"
      data-testid="curriculum-editor"
    >
      <div>
        <h2 id="studio-curriculum" className="text-lg font-bold text-fg">
          {t('heading')}
        </h2>
        <p className="text-sm text-fg-muted">{readOnly ? t('readOnly') : t('hint')}</p>
      </div>
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      {sections.length === 0 ? (
        <p className="text-sm text-fg">{t('empty')}</p>
      ) : (
        <SortableList
          items={sections}
          onMove={(activeId, overId) => reorder(moveSection(sections, activeId, overId))}
          className="flex flex-col gap-3"
        >
          {sections.map((section) => (
            <CurriculumSectionCard
              key={section.id}
              section={section}
              sections={sections}
              programId={curriculum.program.id}
              readOnly={readOnly}
              write={write}
              onReorder={reorder}
            />
          ))}
        </SortableList>
      )}
      {readOnly ? null : adding ? (
        <CurriculumForm
          message={form.message}
          submitLabel={t('section.add')}
          cancelLabel={t('cancel')}
          onCancel={() => setAdding(false)}
          testId="add-section-form"
          onSubmit={addSection}
        >
          <TitleFields legend={t('section.newTitles')} values={form.values} errors={form.errors} onChange={form.set} />
        </CurriculumForm>
      ) : (
        <button type="button" onClick={() => setAdding(true)} className={`${buttonStyles.secondary} self-start`}>
          {t('section.addAnother')}
        </button>
      )}
    </section>
  );
}
