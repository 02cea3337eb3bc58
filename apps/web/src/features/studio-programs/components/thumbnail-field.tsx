'use client';
import { useTranslations } from '#intl';
import { StudioImageField } from '@/features/studio/components/studio-image-field';

/** The program's thumbnail (a COURSE_THUMBNAIL upload); the form holds its key. */
export function ThumbnailField(props: {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (key: string) => void;
}) {
  const t = useTranslations('studio.fields');
  return (
    <StudioImageField
      model="COURSE_THUMBNAIL"
      texts={{
        heading: t('thumbnail'),
        preview: t('thumbnailPreview'),
        none: t('noThumbnail'),
        add: t('addThumbnail'),
        replace: t('replaceThumbnail'),
      }}
      {...props}
    />
  );
}
