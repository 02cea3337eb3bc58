'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import type { FieldErrorMap } from '@/shared/ui/form/field-errors';
import { TextField } from '@/shared/ui/form/text-field';
import { readVideoDuration } from '../lib/video-duration';
import { UploadInput } from '@/features/studio/components/upload-input';
import { useCheckedUpload } from '@/features/studio/hooks/use-checked-upload';
import { uploadResumably } from '@/features/studio/lib/upload-resumably';

const MAX_BYTES = 2048 * 1024 * 1024 - 1;

/**
 * A video lesson's file and length: an MP4 chosen here is measured by the browser (its metadata),
 * uploaded resumably (decision 0062: a dropped connection goes on where it stopped; choosing the
 * same file after closing the tab resumes it) and checked by its bytes on the server (it stays
 * private; the player signs its links); the lesson then holds its key and duration until saved.
 */
export function VideoLessonField({
  videoId,
  durationSeconds,
  errors,
  disabled,
  onChange,
}: {
  videoId: string;
  durationSeconds: string;
  errors: FieldErrorMap;
  disabled: boolean;
  onChange: (next: { videoId?: string; durationSeconds?: string }) => void;
}) {
  const t = useTranslations('studio.curriculum.video');
  const locale = useLocale() as Locale;
  const [progress, setProgress] = useState(0);
  const { busy, problem, upload } = useCheckedUpload(
    { types: ['video/mp4'], maxBytes: MAX_BYTES },
    { type: t('type'), size: t('size'), failed: t('failed') },
  );
  const shown = problem ?? errors.videoId;

  async function send(file: File) {
    setProgress(0);
    const seconds = await readVideoDuration(file);
    const key = await uploadResumably('COURSE_VIDEO', file, locale, setProgress);
    onChange({ videoId: key, ...(seconds !== null && { durationSeconds: String(seconds) }) });
  }

  const minutes = Math.round(Number(durationSeconds) / 60);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg" data-testid="lesson-video-state">
        {videoId ? t('attached') : t('none')}
      </p>
      <UploadInput
        label={videoId ? t('replace') : t('add')}
        accept="video/mp4"
        hint={t('hint')}
        busyText={t('uploading', { percent: formatNumber(Math.floor(progress * 100), locale) })}
        busy={busy}
        disabled={disabled}
        problem={shown}
        onFile={(file) => void upload(file, send)}
      />
      <TextField
        label={t('duration')}
        name="durationSeconds"
        inputMode="numeric"
        dir="ltr"
        value={durationSeconds}
        error={errors.durationSeconds}
        hint={Number.isFinite(minutes) ? t('durationHint', { minutes: formatNumber(minutes, locale) }) : undefined}
        readOnly={disabled}
        onChange={(event) => onChange({ durationSeconds: event.target.value })}
        className="max-w-40"
      />
    </div>
  );
}
