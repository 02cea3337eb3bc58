'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { loginHref } from '@/shared/auth/login-href';
import { Link, useRouter } from '@/i18n/navigation';
import { useToast } from '@/shared/ui/toast/use-toast';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import {
  commentsQuery,
  createCommentMutation,
  deleteCommentMutation,
  toggleLikeCommentMutation,
  type ThreadData,
} from '../api/community-documents';
import { AttachmentError, uploadCommentAttachment } from '../lib/upload-comment-attachment';
import {
  withComment,
  withLikeState,
  withLikeToggled,
  withoutComment,
  withPage,
  withReply,
} from '../lib/comment-thread';
import { CommentForm } from './comment-form';
import { CommentItem, type CommentActions } from './comment-item';

const PAGE_SIZE = 10;

interface Loaded {
  threads: ThreadData[];
  page: number;
  hasNext: boolean;
  totalCount: number;
}

/**
 * Program comments, one level of replies. Likes show at once and roll back if the server
 * refuses; new comments and replies appear when the server accepted them.
 */
export function CommentsSection({ programId }: { programId: string }) {
  const t = useTranslations('community.comments');
  const locale = useLocale() as Locale;
  const { status } = useSession();
  const pathname = usePathname();
  const router = useRouter();
  const toast = useToast();
  const [state, setState] = useState<Loaded | 'loading' | 'error'>('loading');
  const [busy, setBusy] = useState(false);
  // The latest threads, for callbacks that roll back after an await.
  const current = useRef<Loaded | null>(null);
  const update = useCallback((change: (loaded: Loaded) => Loaded) => {
    setState((s) => {
      if (typeof s !== 'object') return s;
      const next = change(s);
      current.current = next;
      return next;
    });
  }, []);

  const fetchPage = useCallback(
    async (page: number) => {
      const { comments } = await request(commentsQuery, { courseId: programId, paginate: { page, limit: PAGE_SIZE } });
      if (!comments.data) throw new Error(comments.message);
      return comments.data;
    },
    [programId],
  );

  const load = useCallback(async () => {
    try {
      const data = await fetchPage(1);
      const loaded = {
        threads: data.items,
        page: 1,
        hasNext: data.pageInfo.hasNext,
        totalCount: data.pageInfo.totalCount,
      };
      current.current = loaded;
      setState(loaded);
    } catch {
      setState('error');
    }
  }, [fetchPage]);

  useEffect(() => {
    // Wait for the session so isLiked and isMine are the viewer's.
    if (status !== 'loading') void load();
  }, [status, load]);

  async function more() {
    if (typeof state !== 'object') return;
    setBusy(true);
    try {
      const data = await fetchPage(state.page + 1);
      update((s) => ({
        ...s,
        threads: withPage(s.threads, data.items),
        page: s.page + 1,
        hasNext: data.pageInfo.hasNext,
        totalCount: data.pageInfo.totalCount,
      }));
    } catch {
      toast({ type: 'error', message: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  async function post(content: string, file: File | null, parentId?: string): Promise<string | null> {
    try {
      let attachment: { key: string; name: string } | undefined;
      if (file) {
        try {
          attachment = { key: await uploadCommentAttachment(file, locale), name: file.name };
        } catch (error) {
          return error instanceof AttachmentError
            ? error.messageKey
              ? t(error.messageKey)
              : error.message
            : t('attachmentFailed');
        }
      }
      const { createComment } = await request(createCommentMutation, {
        input: { courseId: programId, content, parentId, attachment },
      });
      if (!createComment.success || !createComment.data) {
        const field = createComment.fieldErrors[0]?.message;
        if (!field) toast({ type: 'error', message: createComment.message });
        return field ?? createComment.message;
      }
      const created = createComment.data;
      if (parentId) update((s) => ({ ...s, threads: withReply(s.threads, parentId, created) }));
      else update((s) => ({ ...s, threads: withComment(s.threads, created), totalCount: s.totalCount + 1 }));
      toast({ type: 'success', message: t('posted') });
      return null;
    } catch {
      toast({ type: 'error', message: t('actionFailed') });
      return t('actionFailed');
    }
  }

  const actions: CommentActions = {
    signedIn: status === 'signed-in',
    like: async (commentId) => {
      if (status !== 'signed-in') {
        router.push(loginHref(pathname));
        return;
      }
      const before = current.current?.threads.flatMap((th) => [th, ...th.replies]).find((c) => c.id === commentId);
      if (!before) return;
      update((s) => ({ ...s, threads: withLikeToggled(s.threads, commentId) }));
      try {
        const { toggleLikeComment } = await request(toggleLikeCommentMutation, { commentId });
        if (!toggleLikeComment.success || !toggleLikeComment.data) throw new Error(toggleLikeComment.message);
        const answer = toggleLikeComment.data;
        update((s) => ({ ...s, threads: withLikeState(s.threads, commentId, answer) }));
      } catch {
        update((s) => ({
          ...s,
          threads: withLikeState(s.threads, commentId, { liked: before.isLiked, numberOfLikes: before.numberOfLikes }),
        }));
        toast({ type: 'error', message: t('actionFailed') });
      }
    },
    remove: async (commentId) => {
      try {
        const { deleteComment } = await request(deleteCommentMutation, { commentId });
        if (!deleteComment.success) {
          toast({ type: 'error', message: deleteComment.message });
          return;
        }
        const wasThread = current.current?.threads.some((th) => th.id === commentId) ?? false;
        update((s) => ({
          ...s,
          threads: withoutComment(s.threads, commentId),
          totalCount: s.totalCount - (wasThread ? 1 : 0),
        }));
        toast({ type: 'success', message: t('deleted') });
      } catch {
        toast({ type: 'error', message: t('actionFailed') });
      }
    },
    reply: (threadId, content, file) => post(content, file, threadId),
  };

  return (
    <section aria-labelledby="comments-heading" className="mt-10" data-testid="comments-section">
      <h2 id="comments-heading" className="text-2xl font-bold text-fg">
        {t('heading')}
        {typeof state === 'object' ? (
          <span className="ms-2 text-base font-normal text-fg-muted" data-testid="comments-total">
            ({t('total', { count: state.totalCount, n: formatNumber(state.totalCount, locale) })})
          </span>
        ) : null}
      </h2>
      <div className="mt-4">
        {status === 'signed-in' ? (
          <CommentForm
            label={t('newLabel')}
            submitLabel={t('submit')}
            onSubmit={(content, file) => post(content, file)}
            testId="comment-form"
          />
        ) : status === 'signed-out' ? (
          <Link
            href={loginHref(pathname)}
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            data-testid="comment-login"
          >
            {t('loginToComment')}
          </Link>
        ) : null}
      </div>
      {state === 'loading' ? (
        <div className="mt-4 h-28 animate-pulse rounded-card bg-surface-muted" aria-hidden="true" />
      ) : null}
      {state === 'error' ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 text-fg-muted">
          {t('failed')}
          <button
            type="button"
            onClick={() => void load()}
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          >
            {t('retry')}
          </button>
        </p>
      ) : null}
      {typeof state === 'object' ? (
        <div data-testid="comments-ready">
          {state.threads.length === 0 ? (
            <p className="mt-4 text-fg-muted">{t('empty')}</p>
          ) : (
            <ul className="mt-4 flex flex-col" data-testid="comment-list">
              {state.threads.map((thread) => (
                <CommentItem key={thread.id} comment={thread} threadId={thread.id} actions={actions}>
                  {thread.replies.length > 0 ? (
                    <ul
                      aria-label={t('replies', {
                        count: thread.numberOfReplies,
                        n: formatNumber(thread.numberOfReplies, locale),
                      })}
                      className="ms-6 mt-3 flex flex-col gap-3"
                    >
                      {thread.replies.map((reply) => (
                        <CommentItem key={reply.id} comment={reply} threadId={thread.id} actions={actions} />
                      ))}
                    </ul>
                  ) : null}
                </CommentItem>
              ))}
            </ul>
          )}
          {state.hasNext ? (
            <button
              type="button"
              onClick={more}
              disabled={busy}
              aria-busy={busy || undefined}
              className={`${buttonStyles.secondary} mt-4`}
              data-testid="comments-more"
            >
              {t('loadMore')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
