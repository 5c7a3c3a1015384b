import DataLoader from 'dataloader';
import { type SubgraphContext, organizationOf, perRequest } from '../../core/request/context.ts';
import type { ItemLocation } from '../generated/graphql.ts';
import { stockOfItems } from './stock-service.ts';

/** Stock per location of the items of one request: a page of 200 items costs one statement. */
export function itemLocationsLoader(ctx: SubgraphContext): DataLoader<string, ItemLocation[]> {
  return perRequest(
    ctx,
    'inventory.itemLocations',
    () =>
      new DataLoader<string, ItemLocation[]>(async (itemIds) => {
        const byItem = await stockOfItems(ctx.db, organizationOf(ctx), itemIds);
        return itemIds.map((id) => byItem.get(id) ?? []);
      }),
  );
}
