import { sanitizeHtml, type BlogRow, type StudioBlogStatus } from '@manara/db';

/** A blog as the studio shows it: the row, with where it is in its life (decision 0067). */
export type StudioBlogView = BlogRow & { studioStatus: StudioBlogStatus };

/** DRAFT with a moment is SCHEDULED, with a review request IN_REVIEW; ARCHIVED is shown as UNPUBLISHED. */
export function studioBlogStatus(row: Pick<BlogRow, 'status' | 'scheduledAt' | 'reviewRequestedAt'>): StudioBlogStatus {
  if (row.status === 'PUBLISHED') return 'PUBLISHED';
  if (row.status === 'ARCHIVED') return 'UNPUBLISHED';
  if (row.scheduledAt) return 'SCHEDULED';
  return row.reviewRequestedAt ? 'IN_REVIEW' : 'DRAFT';
}

export function toStudioBlogView(row: BlogRow): StudioBlogView {
  return {
    ...row,
    enContent: sanitizeHtml(row.enContent),
    arContent: sanitizeHtml(row.arContent),
    studioStatus: studioBlogStatus(row),
  };
}

/** What the audit log keeps of a post (the bodies as their length: the log is not a second copy). */
export function auditedBlog(row: BlogRow): Record<string, unknown> {
  const { arTitle, enTitle, slug, thumbnail, categoryId, lecturerId, arTags, enTags, arSummary, enSummary } = row;
  return {
    arTitle,
    enTitle,
    slug,
    thumbnail,
    categoryId,
    lecturerId,
    arTags,
    enTags,
    arSummary,
    enSummary,
    arContentLength: row.arContent.length,
    enContentLength: row.enContent.length,
    status: studioBlogStatus(row),
  };
}

/** The cached pages a post touches: its page, the blog listings, the home page's latest posts, and search. */
export function blogCacheTags(row: Pick<BlogRow, 'id' | 'categoryId'>): string[] {
  return ['blogs', `blog:${row.id}`, `blog-category:${row.categoryId}`, 'home', 'search'];
}
