'use client';
import type { Editor } from '@tiptap/react';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { uploadPublicFile } from '@/features/files/lib/upload-through-link';
import { UploadInput } from '@/features/studio/components/upload-input';
import { useCheckedUpload } from '@/features/studio/hooks/use-checked-upload';
import { TextField } from '@/shared/ui/form/text-field';
import { mediaUrl } from '@/shared/ui/media/image-url';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Puts an uploaded picture where the caret is: a description first (what a screen reader says
 * in its place), then the file, checked here for type and size and on the server by its bytes,
 * published at once because learners will see it.
 */
export function ImagePanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useTranslations('studio.richText');
  const locale = useLocale() as Locale;
  const [alt, setAlt] = useState('');
  const { busy, problem, upload } = useCheckedUpload(
    { types: IMAGE_TYPES, maxBytes: MAX_BYTES },
    { type: t('imageType'), size: t('imageSize'), failed: t('imageFailed') },
  );

  async function insert(file: File) {
    const key = await uploadPublicFile('COURSE_ARTICLES', file, locale);
    // A paragraph after the picture takes the caret, so what is typed or inserted next does not replace it.
    editor
      .chain()
      .focus()
      .insertContent([{ type: 'image', attrs: { src: mediaUrl(key), alt: alt.trim() } }, { type: 'paragraph' }])
      .run();
    onClose();
  }

  return (
    <div className="grid gap-3 border-b border-line bg-surface-muted px-3 py-2 md:grid-cols-2">
      <TextField
        label={t('imageAlt')}
        name="imageAlt"
        dir="auto"
        hint={t('imageAltHint')}
        value={alt}
        autoFocus
        onChange={(event) => setAlt(event.target.value)}
      />
      <UploadInput
        label={t('imageFile')}
        accept={IMAGE_TYPES.join(',')}
        hint={t('imageHint')}
        busyText={t('imageUploading')}
        busy={busy}
        disabled={false}
        problem={problem}
        onFile={(file) => void upload(file, insert)}
      />
      <div className="md:col-span-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg border border-line px-3 py-2 text-sm font-semibold"
        >
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
