import {
  loadBlogCategories,
  loadCategories,
  loadCategoryProgramCounts,
  loadCoLecturerIds,
  loadCoLecturers,
  loadDiplomaPrograms,
  loadLecturerPrograms,
  loadLecturers,
  loadLikedBlogs,
  loadLiveSessionStarts,
  loadProgramCounts,
  loadSyllabus,
  loadViewerDiplomaCredits,
  loadViewerProgramFlags,
  type BlogCategoryView,
  type CategoryView,
  type DiplomaCreditView,
  type LecturerView,
  type ProgramCounts,
  type ProgramView,
  type SyllabusSection,
  type ViewerProgramFlags,
} from '@manara/domain';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';

/** Request-scoped batch loaders: a page of 5 or of 50 costs the same number of statements. */
export interface CatalogLoaders {
  category: DataLoader<string, CategoryView | null>;
  categoryProgramsCount: DataLoader<string, number>;
  lecturer: DataLoader<string, LecturerView | null>;
  /** A program's co-lecturers the public sees, in order (decision 0076). */
  coLecturers: DataLoader<string, LecturerView[]>;
  /** A program's co-lecturers' ids whatever their state, for its editors. */
  coLecturerIds: DataLoader<string, string[]>;
  lecturerPrograms: DataLoader<string, ProgramView[]>;
  programCounts: DataLoader<string, ProgramCounts>;
  syllabus: DataLoader<string, SyllabusSection[]>;
  /** A program's live-session starts from an hour ago on, for its card. */
  liveSessionStarts: DataLoader<string, Date[]>;
  diplomaPrograms: DataLoader<string, ProgramView[]>;
  viewerFlags: DataLoader<string, ViewerProgramFlags>;
  viewerDiplomaCredit: DataLoader<string, DiplomaCreditView | null>;
  blogCategory: DataLoader<string, BlogCategoryView | null>;
  likedBlog: DataLoader<string, boolean>;
}

// Keyed by the request context, so loaders (and their caches) live exactly as long as a request.
const perRequest = new WeakMap<RequestContext, CatalogLoaders>();

function create(ctx: RequestContext): CatalogLoaders {
  const { deps } = ctx;
  const viewer = ctx.caller.viewer;
  const loader = <V>(batch: (ids: readonly string[]) => Promise<V[]>) =>
    new DataLoader<string, V>(batch, { maxBatchSize: 500 });
  return {
    category: loader((ids) => loadCategories(deps, ids)),
    categoryProgramsCount: loader((ids) => loadCategoryProgramCounts(deps, ids)),
    lecturer: loader((ids) => loadLecturers(deps, ids)),
    coLecturers: loader((ids) => loadCoLecturers(deps, ids)),
    coLecturerIds: loader((ids) => loadCoLecturerIds(deps, ids)),
    lecturerPrograms: loader((ids) => loadLecturerPrograms(deps, ids)),
    programCounts: loader((ids) => loadProgramCounts(deps, ids)),
    syllabus: loader((ids) => loadSyllabus(deps, ids)),
    liveSessionStarts: loader((ids) => loadLiveSessionStarts(deps, ids)),
    diplomaPrograms: loader((ids) => loadDiplomaPrograms(deps, ids)),
    viewerFlags: loader((ids) => loadViewerProgramFlags(deps, viewer, ids)),
    viewerDiplomaCredit: loader((ids) => loadViewerDiplomaCredits(deps, viewer, ids)),
    blogCategory: loader((ids) => loadBlogCategories(deps, ids)),
    likedBlog: loader((ids) => loadLikedBlogs(deps, viewer, ids)),
  };
}

export function loadersOf(ctx: RequestContext): CatalogLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) perRequest.set(ctx, (loaders = create(ctx)));
  return loaders;
}
