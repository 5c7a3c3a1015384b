import type DataLoader from 'dataloader';
import { type SubgraphContext, organizationOf } from '../../core/request/context.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { type LocationRow, locationsById } from './location-service.ts';

/** Locations of one request by id: any number of them costs one statement. */
export function locationLoader(ctx: SubgraphContext): DataLoader<string, LocationRow | null> {
  return recordLoader(ctx, 'inventory.location', (ids) => locationsById(ctx.db, organizationOf(ctx), ids));
}
