'use client';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { imageUrl } from '@/shared/ui/media/image-url';
import { buttonStyles } from '@/shared/ui/styles';
import { cropStudioImage } from '../lib/crop-studio-image';

/**
 * Chooses the part of a published image to keep (decision 0074): the picture moves under a fixed
 * frame of the field's shape, by dragging or with the arrow keys, and zooms with a slider; the
 * server then cuts that part out (sharp) and the field takes the new image. Loaded only when the
 * author asks to crop.
 */
export default function ImageCropper({
  imageKey,
  round,
  onCropped,
  onCancel,
}: {
  imageKey: string;
  round: boolean;
  onCropped: (key: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('studio.fields.crop');
  const locale = useLocale();
  const id = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function apply() {
    if (!area) return;
    setBusy(true);
    setProblem(null);
    try {
      onCropped(await cropStudioImage(imageKey, area, locale));
    } catch (failure) {
      setProblem(failure instanceof Error && failure.message ? failure.message : t('failed'));
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="image-cropper">
      <p id={`${id}-title`} className="font-semibold text-fg">
        {t('title')}
      </p>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {t('hint')}
      </p>
      {/* The cropper positions itself absolutely over this box; it is a picture, so left to right. */}
      <div dir="ltr" className="relative aspect-video w-full max-w-xl overflow-hidden rounded-lg bg-black">
        <Cropper
          image={imageUrl(imageKey, { width: 1280 })}
          crop={crop}
          zoom={zoom}
          aspect={round ? 1 : 16 / 9}
          cropShape={round ? 'round' : 'rect'}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(percentages) => setArea(percentages)}
          // The area takes the arrow keys itself (they move the crop), hence the application role;
          // a name on a div without a role is not announced.
          cropperProps={{ role: 'application', 'aria-label': t('area'), 'aria-describedby': `${id}-hint` }}
          mediaProps={{ alt: t('image') }}
        />
      </div>
      <label className="flex max-w-xl items-center gap-3 text-sm text-fg">
        {t('zoom')}
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="grow"
        />
      </label>
      {problem ? (
        <p role="alert" className="text-sm [color:light-dark(#b42318,#fda29b)]">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonStyles.primary} disabled={busy || !area} onClick={() => void apply()}>
          {busy ? t('applying') : t('apply')}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
