import type DataLoader from 'dataloader';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import type { SubgraphContext } from '../../core/request/context.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Invoice } from '../generated/graphql.ts';
import { selectInvoices } from './invoice-store.ts';
import { invoiceViews } from './invoice-views.ts';
import { anyId } from '../../core/request/scoped.ts';

/** Invoices of the request's organization by id, batched: every reference to an invoice (payments, exports) goes here. */
export function invoiceLoader(ctx: SubgraphContext): DataLoader<string, Invoice | null> {
  return recordLoader(ctx, 'accounting.invoice', async (ids) => {
    const scope = await scopeOf(ctx);
    const views = await invoiceViews(scope.db, scope, await selectInvoices(scope.db, scope.org.id, { where: anyId(invoices.id, ids) }));
    return new Map(views.map((v) => [v.invoiceId, v]));
  });
}
