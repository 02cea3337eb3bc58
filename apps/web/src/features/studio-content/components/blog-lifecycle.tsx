'use client';
import { useLocale } from '#intl';
import { LifecyclePanel, submitStep } from '@/features/studio/components/lifecycle-panel';
import type { EnvelopeOf } from '@/shared/graphql/envelope';
import { request } from '@/shared/graphql/request';
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
 * note; both take it down.
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
  const locale = useLocale();
  const status = blog.status;
  const target = { blogId: blog.id, version: blog.version };
  const publish = async (publishAt?: Date) =>
    (await request(publishBlogMutation, { input: { ...target, publishAt: publishAt?.toISOString() } }, { locale }))
      .publishBlog;
  return (
    <LifecyclePanel<StudioBlog>
      reviewComment={blog.reviewComment}
      dirty={dirty}
      onOutcome={onOutcome}
      steps={[
        submitStep(
          isAdmin,
          status,
          async () => (await request(submitBlogForReviewMutation, { input: target }, { locale })).submitBlogForReview,
        ),
        isAdmin && status !== 'PUBLISHED' && { key: 'publish', primary: true, step: () => publish() },
        (status === 'PUBLISHED' || status === 'SCHEDULED') && {
          key: 'unpublish',
          step: async () => (await request(unpublishBlogMutation, { input: target }, { locale })).unpublishBlog,
        },
      ]}
      sendBack={
        isAdmin && status === 'IN_REVIEW'
          ? async (comment) =>
              (await request(returnBlogToDraftMutation, { input: { ...target, comment } }, { locale }))
                .returnBlogToDraft
          : undefined
      }
      schedule={isAdmin && status !== 'PUBLISHED' ? publish : undefined}
    />
  );
}
