import type DataLoader from 'dataloader';
import { type SubgraphContext, organizationOf } from '../../core/request/context.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Tax } from '../generated/graphql.ts';
import { taxesById } from './tax-views.ts';
import { type TaxDefinition, findTaxes } from './tax-store.ts';

/** Taxes as documents use them (groups expanded), by id: a page of items costs two statements. */
export function taxDefinitionLoader(ctx: SubgraphContext): DataLoader<string, TaxDefinition | null> {
  return recordLoader(ctx, 'erp.taxDefinition', (ids) => findTaxes(ctx.db, organizationOf(ctx), ids));
}

/** Taxes as the API shows them, by id, for entity references. */
export function taxLoader(ctx: SubgraphContext): DataLoader<string, Tax | null> {
  return recordLoader(ctx, 'erp.tax', async (ids) => taxesById(await scopeOf(ctx), ids));
}
