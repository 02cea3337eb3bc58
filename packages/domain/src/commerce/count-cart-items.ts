import { countCartItems } from '@manara/db';
import { alignBy } from '../catalog/index';
import type { DomainDeps } from '../deps';

/** `cartItemsCount` for a batch of users (the header badge), one statement. */
export async function loadCartItemCounts(deps: DomainDeps, userIds: readonly string[]): Promise<number[]> {
  return alignBy(
    userIds,
    await countCartItems(deps.db, userIds),
    (r) => r.userId,
    () => 0,
    (r) => r.count,
  );
}
