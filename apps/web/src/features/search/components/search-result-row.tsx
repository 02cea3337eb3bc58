import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import type { SearchHit } from '../api/search-documents';
import { resultHref } from '../lib/result-href';
import { SearchThumbnail } from './search-thumbnail';

interface SearchResultRowProps {
  hit: SearchHit;
  /** Thumbnail width in CSS pixels. */
  thumbnailWidth?: number;
  onNavigate?: () => void;
}

/** One result: thumbnail, title and 'type · category', the whole row a link to the item's page. */
export function SearchResultRow({ hit, thumbnailWidth = 72, onNavigate }: SearchResultRowProps) {
  const t = useTranslations('search');
  return (
    <Link
      href={resultHref(hit)}
      onClick={onNavigate}
      data-search-item=""
      className="flex items-center gap-3 rounded-xl p-2 text-start transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted"
    >
      <SearchThumbnail src={hit.thumbnail} width={thumbnailWidth} />
      <span className="min-w-0 flex-1">
        <span dir="auto" className="line-clamp-2 block font-semibold text-fg">
          {hit.title}
        </span>
        <span className="mt-0.5 block truncate text-sm text-fg-muted">
          {t(`types.${hit.type}`)}
          {hit.category ? (
            <>
              {' · '}
              <bdi>{hit.category.name}</bdi>
            </>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
