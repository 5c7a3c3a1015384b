import type DataLoader from 'dataloader';
import { type SubgraphContext, organizationOf } from '../../core/request/context.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Tax } from '../generated/graphql.ts';
import { taxesById } from './tax-views.ts';
import { type TaxRate, findTaxRates } from './tax-store.ts';

/**
 * The name, type and percentage of taxes by id (groups summed), for the tax fields of an item:
 * a page of items costs two statements reading those columns only.
 */
export function taxRateLoader(ctx: SubgraphContext): DataLoader<string, TaxRate | null> {
  return recordLoader(ctx, 'erp.taxRate', (ids) => findTaxRates(ctx.db, organizationOf(ctx), ids));
}

/** Taxes as the API shows them, by id, for entity references. */
export function taxLoader(ctx: SubgraphContext): DataLoader<string, Tax | null> {
  return recordLoader(ctx, 'erp.tax', async (ids) => taxesById(await scopeOf(ctx), ids));
}
