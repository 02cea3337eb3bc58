'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { publishUpload } from '@/features/files/lib/upload-through-link';
import { UploadInput } from '@/features/studio/components/upload-input';
import { useCheckedUpload } from '@/features/studio/hooks/use-checked-upload';
import { uploadResumably } from '@/features/studio/lib/upload-resumably';
import { mediaUrl } from '@/shared/ui/media/image-url';

const MAX_BYTES = 500 * 1024 * 1024;

/**
 * The program's promo video (a COURSE_PROMO_VIDEO upload): an MP4 checked here, sent resumably
 * like a lesson's video (decision 0062), checked by its bytes on the server and published, since
 * every visitor of the program page may play it. The form then holds its key; removing it leaves
 * the page with its thumbnail. An imported program's https address plays as it is.
 */
export function PromoVideoField({
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
  const t = useTranslations('studio.fields.promoVideo');
  const locale = useLocale() as Locale;
  const id = useId();
  const [progress, setProgress] = useState(0);
  const { busy, problem, upload } = useCheckedUpload(
    { types: ['video/mp4'], maxBytes: MAX_BYTES },
    { type: t('type'), size: t('size'), failed: t('failed') },
  );

  async function send(file: File) {
    setProgress(0);
    const key = await uploadResumably('COURSE_PROMO_VIDEO', file, locale, setProgress);
    await publishUpload(key, locale);
    onChange(key);
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold text-fg">
        {t('heading')}
      </h2>
      {value ? (
        <video
          src={/^https:\/\//i.test(value) ? value : mediaUrl(value)}
          controls
          preload="metadata"
          aria-label={t('preview')}
          className="aspect-video w-80 max-w-full rounded-lg border border-line bg-black"
          data-testid="studio-promo-video"
        />
      ) : (
        <p className="text-sm text-fg-muted">{t('none')}</p>
      )}
      <UploadInput
        label={value ? t('replace') : t('add')}
        accept="video/mp4"
        hint={t('hint')}
        busyText={t('uploading', { percent: formatNumber(Math.floor(progress * 100), locale) })}
        busy={busy}
        disabled={disabled}
        problem={problem ?? error}
        onFile={(file) => void upload(file, send)}
      />
      {value && !disabled ? (
        <button
          type="button"
          onClick={() => onChange('')}
          className="self-start text-sm font-semibold text-accent underline"
        >
          {t('remove')}
        </button>
      ) : null}
    </section>
  );
}
