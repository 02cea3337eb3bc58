'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { uploadPublicFile } from '@/features/files/lib/upload-through-link';
import { UploadInput } from '@/features/studio/components/upload-input';
import { useCheckedUpload } from '@/features/studio/hooks/use-checked-upload';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import type { CurriculumLesson } from '../api/studio-curriculum-documents';
import type { CurriculumAnswer, CurriculumWrite } from '../hooks/use-curriculum';
import { useWriteForm } from '../hooks/use-write-form';
import { CurriculumForm } from './curriculum-form';
import { TitleFields } from './title-fields';

const FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
  'image/jpeg',
  'image/png',
  'image/webp',
];
const MAX_BYTES = 50 * 1024 * 1024;

type Write = (name: CurriculumWrite, input: Record<string, unknown>) => Promise<CurriculumAnswer | null>;

/**
 * A lesson's downloadable resources: the list (each removable) and a form that adds one, an
 * uploaded file (checked by its bytes, published for the learners who may open the lesson) or a
 * link. Its own form beside the lesson's, saved on the program's version like every curriculum write.
 */
export function LessonResources({
  lesson,
  readOnly,
  write,
}: {
  lesson: CurriculumLesson;
  readOnly: boolean;
  write: Write;
}) {
  const t = useTranslations('studio.curriculum.resources');
  const locale = useLocale() as Locale;
  const form = useWriteForm({ arTitle: '', enTitle: '', file: '', link: '' });
  const { busy, problem, upload } = useCheckedUpload(
    { types: FILE_TYPES, maxBytes: MAX_BYTES },
    { type: t('fileType'), size: t('fileSize'), failed: t('fileFailed') },
  );

  async function add() {
    const { arTitle, enTitle, file, link } = form.values;
    const input = { lessonId: lesson.id, arTitle, enTitle, ...(file ? { file } : { link }) };
    if (await form.submit(() => write('addLessonResource', input))) form.reset();
  }

  return (
    <section className="mt-4 flex flex-col gap-3" aria-label={t('heading')} data-testid="lesson-resources">
      <h3 className="font-bold text-fg">{t('heading')}</h3>
      {lesson.resources.length === 0 ? <p className="text-sm text-fg-muted">{t('none')}</p> : null}
      <ul className="flex flex-col gap-2">
        {lesson.resources.map((resource) => (
          <li
            key={resource.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-2"
          >
            <span className="min-w-0 flex-1 text-fg">
              <bdi lang="ar">{resource.arTitle}</bdi> · <bdi lang="en">{resource.enTitle}</bdi>
            </span>
            <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg" dir="ltr">
              {resource.type}
            </span>
            {readOnly ? null : (
              <button
                type="button"
                onClick={() => {
                  if (window.confirm(t('confirmDelete', { title: resource.enTitle })))
                    void write('deleteLessonResource', { lessonId: lesson.id, resourceId: resource.id });
                }}
                className={`${buttonStyles.ghost} ${buttonStyles.small}`}
              >
                {t('delete')}
                <span className="sr-only">: {locale === 'ar' ? resource.arTitle : resource.enTitle}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <CurriculumForm
          message={form.message}
          submitLabel={t('add')}
          cancelLabel=""
          onSubmit={add}
          testId="add-resource-form"
        >
          <TitleFields
            legend={t('titles')}
            values={form.values}
            errors={form.errors}
            onChange={(name, value) => form.set(name, value)}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <UploadInput
              label={form.values.file ? t('fileAttached') : t('file')}
              accept={FILE_TYPES.join(',')}
              hint={t('fileHint')}
              busyText={t('uploading')}
              busy={busy}
              disabled={false}
              problem={problem ?? form.errors.file}
              onFile={(file) =>
                void upload(file, async (f) => form.set('file', await uploadPublicFile('LESSON_RESOURCES', f, locale)))
              }
            />
            <TextField
              label={t('link')}
              name="link"
              dir="ltr"
              inputMode="url"
              hint={t('linkHint')}
              value={form.values.link}
              error={form.errors.link}
              disabled={Boolean(form.values.file)}
              onChange={(event) => form.set('link', event.target.value)}
            />
          </div>
        </CurriculumForm>
      )}
    </section>
  );
}
