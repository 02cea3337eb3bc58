'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { loginHref } from '@/shared/auth/login-href';
import { Link } from '@/i18n/navigation';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import { blogStatsQuery, toggleBlogLikeMutation } from '../api/blog-documents';
import { toggledLike, type LikeState } from '@/shared/lib/like-state';
import { EyeIcon, HeartIcon } from '@/shared/ui/icons/blog-icons';

export interface BlogEngagementProps {
  blogId: string;
  locale: Locale;
  initialViews: number;
  initialLikes: number;
  labels: { views: string; likes: string; like: string; likeFailed: string };
}

/**
 * Views and likes of an article. The page is cached, so on mount this asks `blog` once: that
 * counts the reader's view and returns fresh counts and whether they liked it. Signed-in readers
 * toggle the like at once and roll back with a toast if the server refuses; visitors log in first.
 */
export function BlogEngagement({ blogId, locale, initialViews, initialLikes, labels }: BlogEngagementProps) {
  const { status } = useSession();
  const toast = useToast();
  const pathname = usePathname();
  const [views, setViews] = useState(initialViews);
  const [like, setLike] = useState<LikeState>({ liked: false, likesCount: initialLikes });
  const [busy, setBusy] = useState(false);
  // True once the reader's own counts arrived (tests and assistive tech can rely on them then).
  const [fresh, setFresh] = useState(false);
  const counted = useRef<string | null>(null);

  useEffect(() => {
    // One view per reader visit: wait until we know who reads (so `liked` is theirs), then ask once.
    if (status === 'loading' || counted.current === blogId) return;
    counted.current = blogId;
    request(blogStatsQuery, { blogId }, { locale })
      .then(({ blog }) => {
        if (!blog.success || !blog.data) return;
        setViews(blog.data.viewsCount);
        setLike({ liked: blog.data.liked, likesCount: blog.data.likesCount });
        setFresh(true);
      })
      .catch(() => undefined);
  }, [status, blogId, locale]);

  async function toggle() {
    if (busy) return;
    const before = like;
    setLike(toggledLike(before));
    setBusy(true);
    try {
      const { toggleBlogLike } = await request(
        toggleBlogLikeMutation,
        { blogIds: [blogId], increment: !before.liked },
        { locale },
      );
      const state = toggleBlogLike.success
        ? toggleBlogLike.data?.items.find((item) => item.blogId === blogId)
        : undefined;
      if (!state) throw new Error(toggleBlogLike.message);
      setLike({ liked: state.liked, likesCount: state.likesCount });
    } catch {
      setLike(before);
      toast({ type: 'error', message: labels.likeFailed });
    } finally {
      setBusy(false);
    }
  }

  const likeClass = `inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 font-semibold transition-colors ${
    like.liked
      ? 'border-accent bg-accent-soft text-accent'
      : 'border-line bg-surface-raised text-fg hover:border-accent hover:text-accent'
  }`;
  const likeContent = (
    <>
      <HeartIcon size={18} filled={like.liked} />
      <span className="sr-only">{labels.likes}:</span>
      <span data-testid="blog-likes">{formatNumber(like.likesCount, locale)}</span>
    </>
  );
  return (
    <div className="flex flex-wrap items-center gap-4">
      <p className="inline-flex items-center gap-2 text-fg-muted">
        <EyeIcon size={18} />
        <span className="sr-only">{labels.views}:</span>
        <span data-testid="blog-views" data-fresh={fresh}>
          {formatNumber(views, locale)}
        </span>
      </p>
      {status === 'signed-in' ? (
        <button
          type="button"
          onClick={toggle}
          aria-pressed={like.liked}
          aria-label={`${labels.like} (${formatNumber(like.likesCount, locale)})`}
          aria-busy={busy || undefined}
          className={likeClass}
          data-testid="blog-like"
        >
          {likeContent}
        </button>
      ) : (
        <Link
          href={loginHref(pathname)}
          aria-label={`${labels.like} (${formatNumber(like.likesCount, locale)})`}
          className={likeClass}
          data-testid="blog-like"
        >
          {likeContent}
        </Link>
      )}
    </div>
  );
}
