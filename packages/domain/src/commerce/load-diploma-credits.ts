import { findOwnedProgramIds, listDiplomaPrograms, type DbOrTx, type ProgramRow } from '@manara/db';
import { diplomaCreditOf, type DiplomaCredit } from './diploma-credit';
import { currentPriceOf } from './line-alerts';

export interface DiplomaCreditOfLearner extends DiplomaCredit {
  /** The diploma's published courses and workshops. */
  partIds: string[];
  /** Those of them the learner owns (directly or through another diploma). */
  ownedPartIds: string[];
}

/**
 * Each diploma's credit for the learner (decision 0040), keyed by diploma id: two statements for
 * any number of diplomas. Parts are the published courses and workshops the diploma page lists.
 */
export async function loadDiplomaCredits(
  db: DbOrTx,
  /** Null: a visitor's cart, owning nothing. */
  userId: string | null,
  diplomas: readonly ProgramRow[],
  /** Prices are taken at this instant (discount windows, decision 0072). */
  now: Date,
): Promise<Map<string, DiplomaCreditOfLearner>> {
  const parts = await listDiplomaPrograms(
    db,
    diplomas.map((d) => d.id),
  );
  const owned = new Set(
    await findOwnedProgramIds(
      db,
      userId,
      parts.map((p) => p.id),
    ),
  );
  return new Map(
    diplomas.map((diploma) => {
      const its = parts.filter((p) => p.diplomaId === diploma.id);
      const credit = diplomaCreditOf(
        currentPriceOf(diploma, now),
        its.map((p) => ({ pricePiastres: currentPriceOf(p, now), owned: owned.has(p.id) })),
      );
      const partIds = its.map((p) => p.id);
      return [diploma.id, { ...credit, partIds, ownedPartIds: partIds.filter((id) => owned.has(id)) }];
    }),
  );
}
