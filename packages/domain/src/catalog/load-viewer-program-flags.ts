import type { DomainDeps, Viewer } from '../deps';

/** What a program means to the person asking (SPEC §3); all false for visitors. */
export interface ViewerProgramFlags {
  addedToCart: boolean;
  isEnrolled: boolean;
  assigned: boolean;
  isCompleted: boolean;
}

const NONE: ViewerProgramFlags = { addedToCart: false, isEnrolled: false, assigned: false, isCompleted: false };

/**
 * Per-viewer program flags for a request's loader (one batch per request, never per program).
 * Cart, enrolment and progress tables arrive with the cart/learning issues; until then every
 * flag is false. The real lookup plugs in here: one query per batch over cart_items and
 * enrolments filtered by `viewer.userId` and `programIds`, aligned with `programIds`.
 */
export async function loadViewerProgramFlags(
  _deps: DomainDeps,
  viewer: Viewer | null,
  programIds: readonly string[],
): Promise<ViewerProgramFlags[]> {
  if (!viewer) return programIds.map(() => ({ ...NONE }));
  return programIds.map(() => ({ ...NONE }));
}
