'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { HeartIcon } from '@/shared/ui/icons/blog-icons';
import { buttonStyles } from '@/shared/ui/styles';
import type { CommentData } from '../api/community-documents';
import { AuthorLine } from './author-line';
import { CommentAttachment } from './comment-attachment';
import { CommentForm } from './comment-form';
import { ReplyIcon } from './community-icons';
import { ConfirmDelete } from './confirm-delete';
import { ReportButton } from './report-button';

export interface CommentActions {
  signedIn: boolean;
  like: (commentId: string) => void;
  remove: (commentId: string) => Promise<void>;
  /** Posts a reply in the thread; resolves to a field error or null. */
  reply: (threadId: string, content: string, file: File | null) => Promise<string | null>;
}

interface CommentItemProps {
  comment: CommentData;
  /** The top-level comment this one belongs to (itself for a top-level comment). */
  threadId: string;
  actions: CommentActions;
  children?: React.ReactNode;
}

/** One comment or reply: author, text, like, reply, delete (own) or report (others'). */
export function CommentItem({ comment, threadId, actions, children }: CommentItemProps) {
  const t = useTranslations('community.comments');
  const locale = useLocale() as Locale;
  const [replying, setReplying] = useState(false);
  const isReply = threadId !== comment.id;
  const likes = t('likes', { count: comment.numberOfLikes, n: formatNumber(comment.numberOfLikes, locale) });
  return (
    <li
      id={`comment-${comment.id}`}
      className={isReply ? 'border-s-2 border-line ps-4 pt-3' : 'border-b border-line py-5 last:border-b-0'}
      data-testid={isReply ? 'reply' : 'comment'}
    >
      <article aria-label={comment.user.fullName} className="flex flex-col gap-2">
        <AuthorLine
          name={comment.user.fullName}
          picture={comment.user.profilePicture}
          date={comment.createdAt}
          locale={locale}
          ago
        />
        <p dir="auto" className="whitespace-pre-line break-words text-fg" data-testid="comment-content" data-user-text>
          {comment.content}
        </p>
        {comment.attachment ? <CommentAttachment attachment={comment.attachment} label={t('attachmentLabel')} /> : null}
        <div className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            onClick={() => actions.like(comment.id)}
            aria-pressed={comment.isLiked}
            aria-label={`${t('like')} (${likes})`}
            className={`${buttonStyles.ghost} ${buttonStyles.small} ${comment.isLiked ? 'text-accent' : ''}`}
            data-testid="comment-like"
          >
            <HeartIcon size={16} filled={comment.isLiked} />
            <span data-testid="comment-likes">{formatNumber(comment.numberOfLikes, locale)}</span>
          </button>
          {actions.signedIn ? (
            <button
              type="button"
              onClick={() => setReplying((v) => !v)}
              aria-expanded={replying}
              className={`${buttonStyles.ghost} ${buttonStyles.small}`}
              data-testid="comment-reply"
            >
              <ReplyIcon size={16} />
              {t('reply')}
            </button>
          ) : null}
          {comment.isMine ? (
            <ConfirmDelete
              labels={{
                delete: t('delete'),
                question: t(isReply ? 'deleteReplyConfirm' : 'deleteConfirm'),
                confirm: t('confirm'),
                cancel: t('cancel'),
              }}
              onConfirm={() => actions.remove(comment.id)}
              testId="comment-delete"
            />
          ) : (
            <ReportButton target="COMMENT" targetId={comment.id} name={comment.user.fullName} compact />
          )}
        </div>
        {replying ? (
          <div className="mt-2">
            <CommentForm
              label={t('replyLabel', { name: comment.user.fullName })}
              submitLabel={t('submitReply')}
              autoFocus
              testId="reply-form"
              onCancel={() => setReplying(false)}
              onSubmit={async (content, file) => {
                const problem = await actions.reply(threadId, content, file);
                if (!problem) setReplying(false);
                return problem;
              }}
            />
          </div>
        ) : null}
      </article>
      {children}
    </li>
  );
}
