import { formatLongDate, type Locale } from '@manara/i18n';
import { Avatar } from '@/shared/ui/media/avatar';
import { TimeAgo } from '@/shared/ui/time-ago';

/**
 * Who wrote a comment or review, and when: as time ago for comments (docs/product/community.md),
 * as a date for reviews. Names may be in either script, so they are isolated.
 */
export function AuthorLine({
  name,
  picture,
  date,
  locale,
  ago = false,
}: {
  name: string;
  picture: string | null;
  date: string;
  locale: Locale;
  ago?: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={name} picture={picture} size={36} />
      <div className="flex flex-col">
        <span className="font-semibold text-fg">
          <bdi>{name}</bdi>
        </span>
        {ago ? (
          <TimeAgo date={date} className="text-xs text-fg-muted" />
        ) : (
          <time dateTime={date} className="text-xs text-fg-muted">
            {formatLongDate(date, locale)}
          </time>
        )}
      </div>
    </div>
  );
}
