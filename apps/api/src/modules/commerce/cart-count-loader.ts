import { loadCartItemCounts } from '@manara/domain';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';

const perRequest = new WeakMap<RequestContext, DataLoader<string, number>>();

/** `cartItemsCount` of a user, batched per request. */
export function cartItemsCountOf(ctx: RequestContext, userId: string): Promise<number> {
  let loader = perRequest.get(ctx);
  if (!loader)
    perRequest.set(ctx, (loader = new DataLoader((ids: readonly string[]) => loadCartItemCounts(ctx.deps, ids))));
  return loader.load(userId);
}
