'use client';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { uploadPublicFile, UploadThroughLinkError } from '@/features/files/lib/upload-through-link';
import { imageUrl } from '@/shared/ui/media/image-url';
import { UploadInput } from '@/features/studio/components/upload-input';

const accepted = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The program's thumbnail: an image checked here for type and size, uploaded through the signed
 * link, checked again by its bytes on the server, and published; the form then holds its key.
 */
export function ThumbnailField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (key: string) => void;
}) {
  const t = useTranslations('studio.fields');
  const locale = useLocale();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  async function upload(file: File) {
    setProblem(null);
    if (!accepted.includes(file.type)) return setProblem(t('thumbnailType'));
    if (file.size > MAX_BYTES) return setProblem(t('thumbnailSize'));
    setBusy(true);
    try {
      onChange(await uploadPublicFile('COURSE_THUMBNAIL', file, locale));
    } catch (failure) {
      setProblem(
        failure instanceof UploadThroughLinkError && !failure.problem ? failure.message : t('thumbnailFailed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold text-fg">
        {t('thumbnail')}
      </h2>
      {value ? (
        <img
          src={imageUrl(value, { width: 640 })}
          alt={t('thumbnailPreview')}
          width={320}
          height={180}
          className="aspect-video w-80 max-w-full rounded-lg border border-line object-cover"
          data-testid="studio-thumbnail"
        />
      ) : (
        <p className="text-sm text-fg-muted">{t('noThumbnail')}</p>
      )}
      <UploadInput
        label={value ? t('replaceThumbnail') : t('addThumbnail')}
        accept={accepted.join(',')}
        hint={t('thumbnailHint')}
        busyText={t('uploading')}
        busy={busy}
        disabled={disabled}
        problem={shown}
        onFile={(file) => void upload(file)}
      />
    </section>
  );
}
