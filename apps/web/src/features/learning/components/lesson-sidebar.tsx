'use client';
import { useTranslations } from '#intl';
import { useState } from 'react';
import { ChevronEndIcon } from '@/shared/ui/icons/chevron-end-icon';
import type { ProgressData, SyllabusSectionData } from '../api/learning-documents';
import { useLearningFormat } from '../hooks/use-learning-format';
import { ProgressBar } from './progress-bar';
import { SyllabusSections } from './syllabus-sections';

/**
 * The lesson layout's outline with ticks and progress. Below the large breakpoint it folds
 * behind a button (docs/product/shell.md menu breakpoint); from it up it is always shown.
 */
export function LessonSidebar({
  sections,
  programId,
  currentLessonId,
  progress,
}: {
  sections: SyllabusSectionData[];
  programId: string;
  currentLessonId: string;
  progress: ProgressData | null;
}) {
  const t = useTranslations('learning.lesson');
  const { percentText } = useLearningFormat();
  const [open, setOpen] = useState(false);
  return (
    <aside
      aria-labelledby="lesson-outline"
      className="rounded-card border border-line bg-surface-raised lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:w-80 lg:shrink-0 lg:overflow-y-auto"
    >
      <div className="flex items-center justify-between gap-3 p-4">
        <h2 id="lesson-outline" className="font-bold text-fg">
          {t('outline')}
        </h2>
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-accent hover:bg-surface-muted lg:hidden"
          aria-expanded={open}
          aria-controls="lesson-outline-body"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t('hideOutline') : t('showOutline')}
          <ChevronEndIcon size={16} className={`transition-transform ${open ? 'rotate-90' : 'flip-rtl'}`} />
        </button>
      </div>
      <div id="lesson-outline-body" className={`${open ? 'block' : 'hidden'} border-t border-line lg:block`}>
        {progress ? (
          <ProgressBar percent={progress.percentage} label={percentText(progress.percentage)} className="px-4 pt-4" />
        ) : null}
        <div className="py-2">
          <SyllabusSections sections={sections} programId={programId} currentLessonId={currentLessonId} compact />
        </div>
      </div>
    </aside>
  );
}
