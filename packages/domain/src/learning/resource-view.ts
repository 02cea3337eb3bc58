import type { LessonResourceRow } from '@manara/db';

export interface ResourceView {
  id: string;
  enTitle: string;
  arTitle: string;
  type: string;
  url: string;
  downloadUrl: string;
}

/**
 * A stored file key (no scheme, no leading slash) is served by the API's media route; links
 * and site paths are used as they are.
 */
export function downloadUrlOf(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/')) return url;
  return `/media/${url}`;
}

export function toResourceView(row: LessonResourceRow): ResourceView {
  const url = downloadUrlOf(row.url);
  return {
    id: row.id,
    enTitle: row.enTitle,
    arTitle: row.arTitle,
    type: row.type,
    url,
    downloadUrl: url,
  };
}
