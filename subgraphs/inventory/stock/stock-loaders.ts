import DataLoader from 'dataloader';
import { type SubgraphContext, organizationOf, perRequest } from '../../core/request/context.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import type { ItemLocation } from '../generated/graphql.ts';
import { type LocationRow, locationsById } from '../locations/location-service.ts';
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

export function locationLoader(ctx: SubgraphContext): DataLoader<string, LocationRow | null> {
  return recordLoader(ctx, 'inventory.location', (ids) => locationsById(ctx.db, organizationOf(ctx), ids));
}
