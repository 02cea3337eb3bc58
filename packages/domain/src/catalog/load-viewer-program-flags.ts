import { findCartProgramIds, findOwnedProgramIds, listProgramProgress } from '@manara/db';
import type { DomainDeps, Viewer } from '../deps';

/** What a program means to the person asking (docs/product/catalogue.md); all false for visitors. */
export interface ViewerProgramFlags {
  addedToCart: boolean;
  isEnrolled: boolean;
  assigned: boolean;
  isCompleted: boolean;
}

const NONE: ViewerProgramFlags = { addedToCart: false, isEnrolled: false, assigned: false, isCompleted: false };

/**
 * Per-viewer program flags for a request's loader: three statements per batch (cart items,
 * enrolments — a program inside an owned diploma counts as enrolled — and lesson progress), never
 * per program. Progress is read from the db query, not the learning module, which imports this
 * one. `assigned` (programs given by an organisation) has no source yet.
 */
export async function loadViewerProgramFlags(
  deps: DomainDeps,
  viewer: Viewer | null,
  programIds: readonly string[],
): Promise<ViewerProgramFlags[]> {
  if (!viewer || programIds.length === 0) return programIds.map(() => ({ ...NONE }));
  const [inCart, owned, completed] = await Promise.all([
    findCartProgramIds(deps.db, viewer.userId, programIds).then((ids) => new Set(ids)),
    findOwnedProgramIds(deps.db, viewer.userId, programIds).then((ids) => new Set(ids)),
    listProgramProgress(deps.db, viewer.userId, programIds).then(
      (rows) =>
        new Set(rows.filter((r) => r.totalLessons > 0 && r.completedLessons >= r.totalLessons).map((r) => r.programId)),
    ),
  ]);
  return programIds.map((id) => ({
    ...NONE,
    addedToCart: inCart.has(id),
    isEnrolled: owned.has(id),
    isCompleted: owned.has(id) && completed.has(id),
  }));
}
