'use client';
import { useEffect, useState } from 'react';
import { useToast } from '@/shared/ui/toast/use-toast';
import { shareLinks, type ShareTarget } from '../lib/share-links';
import { LinkIcon, ShareIcon } from '@/shared/ui/icons/blog-icons';

export interface ShareButtonsProps {
  /** Absolute canonical URL of the article. */
  url: string;
  title: string;
  labels: Record<ShareTarget | 'heading' | 'copy' | 'copied' | 'copyFailed' | 'native', string>;
}

const targets: ShareTarget[] = ['whatsapp', 'x', 'facebook', 'linkedin'];
const short: Record<ShareTarget, string> = { whatsapp: 'WhatsApp', x: 'X', facebook: 'Facebook', linkedin: 'LinkedIn' };
const chip =
  'inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-surface-raised px-4 py-1.5 text-sm font-semibold text-fg transition-colors hover:border-accent hover:text-accent';

/** Copy link, the device's share sheet where the browser has one, and plain links to the networks. */
export function ShareButtons({ url, title, labels }: ShareButtonsProps) {
  const toast = useToast();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  const links = shareLinks(url, title);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: 'success', message: labels.copied });
    } catch {
      toast({ type: 'error', message: labels.copyFailed });
    }
  }

  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" className="text-lg font-bold text-fg">
        {labels.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {canShare ? (
          <li>
            <button
              type="button"
              className={chip}
              onClick={() => navigator.share({ url, title }).catch(() => undefined)}
            >
              <ShareIcon size={16} />
              {labels.native}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className={chip} onClick={copy} data-testid="share-copy">
            <LinkIcon size={16} />
            {labels.copy}
          </button>
        </li>
        {targets.map((target) => (
          <li key={target}>
            <a href={links[target]} target="_blank" rel="noopener noreferrer" className={chip}>
              <span className="sr-only">{labels[target]}</span>
              <span aria-hidden="true">{short[target]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
