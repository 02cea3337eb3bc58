import { imageUrl } from '@/shared/ui/media/image-url';
import { ResponsiveImage } from '@/shared/ui/media/responsive-image';
import { promoVideoSource } from '../lib/promo-video';

interface PromoMediaProps {
  thumbnail: string | null;
  promoVideo: string | null;
  playLabel: string;
}

/**
 * The hero media: the promo video as a native player (no script; nothing loads until played)
 * over the thumbnail as its poster, or the thumbnail alone when there is no video.
 */
export function PromoMedia({ thumbnail, promoVideo, playLabel }: PromoMediaProps) {
  const source = promoVideoSource(promoVideo);
  const box = 'overflow-hidden rounded-card border border-line bg-surface-muted shadow-card';
  if (source) {
    return (
      <video
        controls
        preload="none"
        playsInline
        aria-label={playLabel}
        poster={thumbnail ? imageUrl(thumbnail, { width: 1024, height: 576, format: 'jpeg', fit: 'cover' }) : undefined}
        className={`aspect-video w-full ${box}`}
      >
        <source src={source} />
      </video>
    );
  }
  if (thumbnail) {
    return (
      <ResponsiveImage
        src={thumbnail}
        alt=""
        ratio={16 / 9}
        sizes="(min-width: 1024px) 40vw, 100vw"
        maxWidth={640}
        priority
        className={box}
      />
    );
  }
  return (
    <div aria-hidden="true" className={`aspect-video bg-gradient-to-br from-accent-soft to-surface-muted ${box}`} />
  );
}
