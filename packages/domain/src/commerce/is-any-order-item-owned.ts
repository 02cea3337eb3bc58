import { findOwnedProgramIds, findProgramsByIds, type DbOrTx, type OrderItemRow } from '@manara/db';
import { loadDiplomaCredits } from './load-diploma-credits';

/**
 * Whether paying this order would charge the learner for something they own by now: a program
 * of it owned (directly or through a diploma), or a diploma with a program owned that its
 * credit did not count (bought meanwhile). Parts the credit counted are fine: the diploma's price
 * was reduced for them (decision 0040).
 */
export async function isAnyOrderItemOwned(
  db: DbOrTx,
  userId: string,
  items: readonly OrderItemRow[],
  now: Date,
): Promise<boolean> {
  if (
    (
      await findOwnedProgramIds(
        db,
        userId,
        items.map((i) => i.programId),
      )
    ).length > 0
  )
    return true;
  const diplomaItems = items.filter((i) => i.type === 'DIPLOMA');
  if (diplomaItems.length === 0) return false;
  const diplomas = await findProgramsByIds(
    db,
    diplomaItems.map((i) => i.programId),
  );
  const credits = await loadDiplomaCredits(db, userId, diplomas, now);
  return diplomaItems.some((item) => {
    const credited = new Set(item.creditedProgramIds);
    return (credits.get(item.programId)?.ownedPartIds ?? []).some((id) => !credited.has(id));
  });
}
