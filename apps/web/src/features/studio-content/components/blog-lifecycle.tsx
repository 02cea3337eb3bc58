'use client';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { cairoWallTimeToDate } from '@/features/studio/lib/cairo-wall-time';
import { request } from '@/shared/graphql/request';
import type { EnvelopeOf } from '@/shared/graphql/envelope';
import { buttonStyles } from '@/shared/ui/styles';
import {
  publishBlogMutation,
  returnBlogToDraftMutation,
  submitBlogForReviewMutation,
  unpublishBlogMutation,
  type StudioBlog,
} from '../api/studio-blog-documents';

/**
 * The steps this person may take from the post's state (decision 0067): its lecturer sends it for
 * review; an administrator publishes now or at a Cairo date and time, or sends it back with a
 * note; both take it down. Steps wait until the form is saved.
 */
export function BlogLifecycle({
  blog,
  isAdmin,
  dirty,
  onOutcome,
}: {
  blog: StudioBlog;
  isAdmin: boolean;
  dirty: boolean;
  onOutcome: (outcome: EnvelopeOf<StudioBlog>) => void;
}) {
  const t = useTranslations('studio.lifecycle');
  const locale = useLocale();
  const noteId = useId();
  const whenId = useId();
  const [note, setNote] = useState('');
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);
  const status = blog.status;
  const target = { blogId: blog.id, version: blog.version };

  async function run(step: () => Promise<EnvelopeOf<StudioBlog>>) {
    if (busy || dirty) return;
    setBusy(true);
    try {
      onOutcome(await step());
    } finally {
      setBusy(false);
    }
  }
  const button = (label: string, testId: string, step: () => Promise<EnvelopeOf<StudioBlog>>, primary = false) => (
    <button
      type="button"
      data-testid={testId}
      aria-disabled={busy || dirty || undefined}
      onClick={() => void run(step)}
      className={`${primary ? buttonStyles.primary : buttonStyles.secondary} ${buttonStyles.small} aria-disabled:opacity-60`}
    >
      {label}
    </button>
  );
  const submit = async () =>
    (await request(submitBlogForReviewMutation, { input: target }, { locale })).submitBlogForReview;
  const sendBack = async () =>
    (await request(returnBlogToDraftMutation, { input: { ...target, comment: note } }, { locale })).returnBlogToDraft;
  const unpublish = async () => (await request(unpublishBlogMutation, { input: target }, { locale })).unpublishBlog;
  const publish = (publishAt?: Date) => async () =>
    (await request(publishBlogMutation, { input: { ...target, publishAt: publishAt?.toISOString() } }, { locale }))
      .publishBlog;

  return (
    <section aria-labelledby="blog-lifecycle" className="flex flex-col gap-3 rounded-card border border-line p-4">
      <h2 id="blog-lifecycle" className="font-bold text-fg">
        {t('heading')}
      </h2>
      {dirty ? <p className="text-sm text-fg-muted">{t('saveFirst')}</p> : null}
      {blog.reviewComment ? (
        <div className="rounded-lg bg-surface-muted p-3 text-sm" data-testid="review-comment">
          <p className="font-semibold text-fg">{t('reviewComment')}</p>
          <p className="mt-1 whitespace-pre-line text-fg" dir="auto">
            {blog.reviewComment}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!isAdmin && (status === 'DRAFT' || status === 'UNPUBLISHED')
          ? button(t('submit'), 'action-submit', submit, true)
          : null}
        {isAdmin && status !== 'PUBLISHED' ? button(t('publish'), 'action-publish', publish(), true) : null}
        {status === 'PUBLISHED' || status === 'SCHEDULED'
          ? button(t('unpublish'), 'action-unpublish', unpublish)
          : null}
      </div>
      {isAdmin && status === 'IN_REVIEW' ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={noteId} className="text-sm font-medium">
            {t('note')}
          </label>
          <textarea
            id={noteId}
            value={note}
            dir="auto"
            onChange={(event) => setNote(event.target.value)}
            className="min-h-20 rounded-lg border border-line bg-surface px-3 py-2 text-fg"
          />
          <div>{button(t('sendBack'), 'action-send-back', sendBack)}</div>
        </div>
      ) : null}
      {isAdmin && status !== 'PUBLISHED' ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={whenId} className="text-sm font-medium">
              {t('scheduleAt')}
            </label>
            <input
              id={whenId}
              type="datetime-local"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              className="min-h-10 rounded-lg border border-line bg-surface px-3 text-fg"
            />
          </div>
          {button(t('schedule'), 'action-schedule', async () => {
            const at = cairoWallTimeToDate(when);
            return at
              ? publish(at)()
              : {
                  success: false,
                  code: 'VALIDATION_FAILED',
                  message: t('scheduleInvalid'),
                  fieldErrors: [],
                  data: null,
                };
          })}
        </div>
      ) : null}
    </section>
  );
}
