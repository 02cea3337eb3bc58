'use client';
import { useLocale, useTranslations } from '#intl';
import { lazy, Suspense, useId, useState } from 'react';
import { uploadPublicFile } from '@/features/files/lib/upload-through-link';
import { imageUrl } from '@/shared/ui/media/image-url';
import { useCheckedUpload } from '../hooks/use-checked-upload';
import { buttonStyles } from '@/shared/ui/styles';
import { UploadInput } from './upload-input';

// The cropper and its library load only when an author asks to crop.
const ImageCropper = lazy(() => import('./image-cropper'));

const accepted = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** What one image field says: its heading, the preview's alt text, "none yet", add and replace. */
export interface StudioImageTexts {
  heading: string;
  preview: string;
  none: string;
  add: string;
  replace: string;
  /** Defaults to the thumbnail's (types, size, 16:9). */
  hint?: string;
}

/**
 * A studio image (a program's thumbnail, a category's image, a lecturer's photo): checked here
 * for type and size, uploaded through the signed link, checked again by its bytes on the server,
 * and published; the form then holds its key. "Crop" chooses the part to keep, which the server
 * cuts out as a new image (decision 0074).
 */
export function StudioImageField({
  model,
  texts,
  value,
  error,
  disabled,
  round = false,
  onChange,
}: {
  model: 'COURSE_THUMBNAIL' | 'CATEGORY_IMAGE' | 'PROFILE_PICTURE';
  texts: StudioImageTexts;
  value: string;
  error?: string;
  disabled: boolean;
  /** A square, round preview (a person's photo) instead of a 16:9 one. */
  round?: boolean;
  onChange: (key: string) => void;
}) {
  const t = useTranslations('studio.fields');
  const locale = useLocale();
  const id = useId();
  const { busy, problem, upload } = useCheckedUpload(
    { types: accepted, maxBytes: MAX_BYTES },
    { type: t('thumbnailType'), size: t('thumbnailSize'), failed: t('thumbnailFailed') },
  );
  const shown = problem ?? error;
  const [cropping, setCropping] = useState(false);

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold text-fg">
        {texts.heading}
      </h2>
      {value ? (
        <img
          src={imageUrl(value, { width: round ? 256 : 640 })}
          alt={texts.preview}
          width={round ? 128 : 320}
          height={round ? 128 : 180}
          className={
            round
              ? 'size-32 rounded-full border border-line object-cover'
              : 'aspect-video w-80 max-w-full rounded-lg border border-line object-cover'
          }
          data-testid="studio-thumbnail"
        />
      ) : (
        <p className="text-sm text-fg-muted">{texts.none}</p>
      )}
      {value && cropping ? (
        <Suspense fallback={<p className="text-sm text-fg-muted">{t('crop.loading')}</p>}>
          <ImageCropper
            imageKey={value}
            round={round}
            onCropped={(key) => {
              setCropping(false);
              onChange(key);
            }}
            onCancel={() => setCropping(false)}
          />
        </Suspense>
      ) : null}
      {value && !cropping && !disabled ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
          onClick={() => setCropping(true)}
        >
          {t('crop.open')}
        </button>
      ) : null}
      <UploadInput
        label={value ? texts.replace : texts.add}
        accept={accepted.join(',')}
        hint={texts.hint ?? t('thumbnailHint')}
        busyText={t('uploading')}
        busy={busy}
        disabled={disabled}
        problem={shown}
        onFile={(file) => void upload(file, async (f) => onChange(await uploadPublicFile(model, f, locale)))}
      />
    </section>
  );
}
