import { request } from '@/shared/graphql/request';
import type { SitemapEntry } from '../sitemap-xml';
import { collectPages, type ListEnvelope } from './collect-pages';
import {
  sitemapBlogCategoriesQuery,
  sitemapBlogsQuery,
  sitemapCategoriesQuery,
  sitemapCoursesQuery,
  sitemapDiplomasQuery,
  sitemapLecturersQuery,
} from './sitemap-documents';

/** Lists change when content is published; the sitemap reads them at most hourly. */
export const sitemapRevalidateSeconds = 3600;
const pageSize = 50;

/** One GraphQL list as sitemap entries. */
export interface DynamicList {
  name: string;
  load(): Promise<SitemapEntry[]>;
}

const cached = { revalidate: sitemapRevalidateSeconds };
const paginate = (page: number) => ({ paginate: { page, limit: pageSize } });
const slugPath = (prefix: string, ...slugs: string[]) => [prefix, ...slugs.map(encodeURIComponent)].join('/');

/** A list read page by page (or once, with maxPages 1), each item giving zero or one entry. */
function list<T>(
  name: string,
  fetchPage: (page: number) => Promise<ListEnvelope<T>>,
  toEntry: (item: T) => SitemapEntry | null,
  maxPages?: number,
): DynamicList {
  return {
    name,
    load: async () => (await collectPages(fetchPage, maxPages)).flatMap((item) => toEntry(item) ?? []),
  };
}

/** The published pages with parameters: programs, diplomas, lecturers, categories, blog categories, blogs. */
export const dynamicLists: readonly DynamicList[] = [
  list(
    'courses',
    async (page) => (await request(sitemapCoursesQuery, paginate(page), cached)).courses,
    (p) => ({
      path: slugPath('/program', p.slug),
      priority: 0.8,
      changeFrequency: 'weekly',
      lastModified: p.updatedAt,
    }),
  ),
  list(
    'diplomasSite',
    async (page) => (await request(sitemapDiplomasQuery, paginate(page), cached)).diplomasSite,
    (d) => ({ path: slugPath('/paths', d.slug), priority: 0.8, changeFrequency: 'weekly', lastModified: d.updatedAt }),
  ),
  list(
    'lecturers',
    async (page) => (await request(sitemapLecturersQuery, paginate(page), cached)).lecturers,
    (l) => ({ path: slugPath('/lecturers', l.slug), priority: 0.6, changeFrequency: 'monthly' }),
  ),
  list(
    'activeCategories',
    async (page) => (await request(sitemapCategoriesQuery, paginate(page), cached)).activeCategories,
    (c) => ({ path: slugPath('/category', c.slug), priority: 0.6, changeFrequency: 'weekly' }),
  ),
  list(
    'activeBlogCategoriesListBoard',
    async () => (await request(sitemapBlogCategoriesQuery, {}, cached)).activeBlogCategoriesListBoard,
    (c) => ({ path: slugPath('/blogs', c.slug), priority: 0.6, changeFrequency: 'weekly' }),
    // The board is one unpaginated list.
    1,
  ),
  list(
    'blogs',
    async (page) => (await request(sitemapBlogsQuery, paginate(page), cached)).blogs,
    // A post's URL needs its category; an uncategorised post has no canonical page.
    (b) =>
      b.category
        ? {
            path: slugPath('/blogs', b.category.slug, b.slug),
            priority: 0.7,
            changeFrequency: 'monthly',
            lastModified: b.updatedAt,
          }
        : null,
  ),
];

export interface DynamicEntries {
  entries: SitemapEntry[];
  /** Lists that could not be read (API down or refusing); their pages are missing this time. */
  failed: string[];
}

/** Entries of every list; a failing list is logged and left out so the sitemap still answers. */
export async function loadDynamicEntries(lists: readonly DynamicList[] = dynamicLists): Promise<DynamicEntries> {
  const results = await Promise.allSettled(lists.map((list) => list.load()));
  const failed: string[] = [];
  const entries = results.flatMap((result, i) => {
    if (result.status === 'fulfilled') return result.value;
    failed.push(lists[i]!.name);
    console.error(
      `[sitemap] could not read ${lists[i]!.name}:`,
      (result.reason as Error | undefined)?.message ?? result.reason,
    );
    return [];
  });
  return { entries, failed };
}
