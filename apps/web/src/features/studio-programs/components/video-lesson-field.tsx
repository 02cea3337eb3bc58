'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import type { FieldErrorMap } from '@/shared/ui/form/field-errors';
import { TextField } from '@/shared/ui/form/text-field';
import { readVideoDuration } from '../lib/video-duration';
import { UploadInput } from '@/features/studio/components/upload-input';
import { useCheckedUpload } from '@/features/studio/hooks/use-checked-upload';
import { uploadResumably } from '@/features/studio/lib/upload-resumably';
import type { VideoProcessing } from '../api/studio-curriculum-documents';
import { useVideoProcessing } from '../hooks/use-video-processing';

const MAX_BYTES = 2048 * 1024 * 1024 - 1;

/**
 * A video lesson's file and length: an MP4 chosen here is measured by the browser (its metadata),
 * uploaded resumably (decision 0062: a dropped connection goes on where it stopped; choosing the
 * same file after closing the tab resumes it) and checked by its bytes on the server (it stays
 * private; the player signs its links); the lesson then holds its key and duration until saved.
 * The server then processes it (ffmpeg, or Bunny Stream): its state is shown and polled, and the
 * length it reads replaces the browser's guess; a file it cannot read is shown as refused.
 */
export function VideoLessonField({
  programId,
  videoId,
  durationSeconds,
  errors,
  disabled,
  onChange,
}: {
  programId: string;
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
  const processing = useVideoProcessing(programId, videoId, locale);
  const measured = processing?.status === 'READY' ? processing.durationSeconds : null;
  useEffect(() => {
    // The length read on the server takes the place of the browser's reading (saved with the lesson).
    if (measured !== null && String(measured) !== durationSeconds) onChange({ durationSeconds: String(measured) });
    // Only a new reading matters; the field's own value changing must not undo the lecturer's edit.
  }, [measured]);

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
      {processing && processing.status !== 'NONE' ? (
        <VideoProcessingState processing={processing} locale={locale} />
      ) : null}
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

/** What the server made of the video: being processed, ready with its length and poster, or refused and why. */
function VideoProcessingState({ processing, locale }: { processing: VideoProcessing; locale: Locale }) {
  const t = useTranslations('studio.curriculum.video');
  const { status, failure, durationSeconds, posterUrl } = processing;
  return (
    <div className="flex flex-wrap items-start gap-3" data-testid="lesson-video-processing" data-status={status}>
      {status === 'READY' && posterUrl ? (
        <img
          src={posterUrl}
          alt={t('posterAlt')}
          width={160}
          height={90}
          className="aspect-video w-40 rounded-lg border border-line object-cover"
          data-testid="lesson-video-poster"
        />
      ) : null}
      <p role="status" className={`text-sm ${status === 'FAILED' ? '[color:light-dark(#b42318,#fda29b)]' : 'text-fg'}`}>
        {status === 'PROCESSING' ? t('processing') : null}
        {status === 'READY' ? t('ready', { seconds: formatNumber(durationSeconds ?? 0, locale) }) : null}
        {status === 'FAILED'
          ? t(`failure.${failure === 'toolMissing' || failure === 'failed' ? failure : 'notVideo'}`)
          : null}
      </p>
    </div>
  );
}
