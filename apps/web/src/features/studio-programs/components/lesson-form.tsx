'use client';
import { useTranslations } from '#intl';
import { TextField } from '@/shared/ui/form/text-field';
import type { CurriculumLesson } from '../api/studio-curriculum-documents';
import type { CurriculumAnswer, CurriculumWrite } from '../hooks/use-curriculum';
import { useWriteForm } from '../hooks/use-write-form';
import { lessonChanges, lessonFormValues } from '../lib/lesson-form';
import { BilingualRichText } from './bilingual-rich-text';
import { CurriculumForm } from './curriculum-form';
import { TitleFields } from './title-fields';
import { VideoLessonField } from './video-lesson-field';

/**
 * One lesson's fields by its type: titles and the preview flag; an article in both languages in
 * the rich-text editor; a video file and its length; a live session's Cairo start and end and its
 * join link; a quiz's pass mark and attempts allowed (its questions have their own forms below). Saved together with the program's version.
 */
export function LessonForm({
  lesson,
  programId,
  readOnly,
  write,
  onDone,
}: {
  lesson: CurriculumLesson;
  programId: string;
  readOnly: boolean;
  write: (name: CurriculumWrite, input: Record<string, unknown>) => Promise<CurriculumAnswer | null>;
  onDone: () => void;
}) {
  const t = useTranslations('studio.curriculum.lesson');
  const quiz = useTranslations('studio.curriculum.quiz');
  const form = useWriteForm(lessonFormValues(lesson));
  const { values, errors } = form;

  async function save() {
    const { changes, problems } = lessonChanges(lesson.type, values);
    if (problems.length > 0) return form.setErrors(Object.fromEntries(problems.map((name) => [name, t('unreadable')])));
    if (await form.submit(() => write('updateLesson', { lessonId: lesson.id, changes }))) onDone();
  }

  return (
    <CurriculumForm
      message={form.message}
      submitLabel={readOnly ? null : t('save')}
      cancelLabel={t('close')}
      onCancel={onDone}
      testId="lesson-form"
      onSubmit={save}
    >
      <TitleFields
        legend={t('titles')}
        values={values}
        errors={errors}
        readOnly={readOnly}
        onChange={(name, value) => form.set(name, value)}
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={values.isPreview}
          disabled={readOnly}
          onChange={(event) => form.set('isPreview', event.target.checked)}
          className="size-4"
        />
        {t('isPreview')}
      </label>
      {lesson.type === 'ARTICLE' ? (
        <BilingualRichText
          legend={t('content')}
          hint={t('contentHint')}
          names={{ ar: 'arContent', en: 'enContent' }}
          values={values}
          errors={errors}
          readOnly={readOnly}
          onChange={(name, html) => form.set(name, html)}
        />
      ) : null}
      {lesson.type === 'VIDEO' ? (
        <VideoLessonField
          programId={programId}
          videoId={values.videoId}
          durationSeconds={values.durationSeconds}
          errors={errors}
          disabled={readOnly}
          onChange={(next) => {
            if (next.videoId !== undefined) form.set('videoId', next.videoId);
            if (next.durationSeconds !== undefined) form.set('durationSeconds', next.durationSeconds);
          }}
        />
      ) : null}
      {lesson.type === 'QUIZ' ? (
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-sm font-bold text-fg">{quiz('settings')}</legend>
          <TextField
            label={quiz('passingGrade')}
            name="passingGrade"
            inputMode="numeric"
            hint={quiz('passingGradeHint')}
            value={values.passingGrade}
            error={errors.passingGrade}
            readOnly={readOnly}
            onChange={(event) => form.set('passingGrade', event.target.value)}
          />
          <TextField
            label={quiz('maxAttempts')}
            name="maxAttempts"
            inputMode="numeric"
            hint={quiz('maxAttemptsHint')}
            value={values.maxAttempts}
            error={errors.maxAttempts}
            readOnly={readOnly}
            onChange={(event) => form.set('maxAttempts', event.target.value)}
          />
        </fieldset>
      ) : null}
      {lesson.type === 'LIVE_SESSION' ? (
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            type="datetime-local"
            label={t('startAt')}
            name="liveSessionStartAt"
            value={values.liveSessionStartAt}
            error={errors.liveSessionStartAt}
            readOnly={readOnly}
            onChange={(event) => form.set('liveSessionStartAt', event.target.value)}
          />
          <TextField
            type="datetime-local"
            label={t('endAt')}
            name="liveSessionEndAt"
            value={values.liveSessionEndAt}
            error={errors.liveSessionEndAt}
            readOnly={readOnly}
            onChange={(event) => form.set('liveSessionEndAt', event.target.value)}
          />
          <div className="md:col-span-2">
            <TextField
              type="url"
              label={t('joinUrl')}
              name="liveSessionUrl"
              dir="ltr"
              hint={t('joinUrlHint')}
              value={values.liveSessionUrl}
              error={errors.liveSessionUrl}
              readOnly={readOnly}
              onChange={(event) => form.set('liveSessionUrl', event.target.value)}
            />
          </div>
        </div>
      ) : null}
    </CurriculumForm>
  );
}
