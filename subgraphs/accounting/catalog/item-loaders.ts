import DataLoader from 'dataloader';
import { type SubgraphContext, perRequest } from '../../core/request/context.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Item } from '../generated/graphql.ts';
import { itemsById } from './item-service.ts';

/** Items of the request's organization by id, batched: every reference to an item goes here. */
export function itemLoader(ctx: SubgraphContext): DataLoader<string, Item | null> {
  return perRequest(
    ctx,
    'accounting.item',
    () =>
      new DataLoader<string, Item | null>(async (ids) => {
        const { db, org } = await scopeOf(ctx);
        const byId = await itemsById(db, org, ids);
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );
}
