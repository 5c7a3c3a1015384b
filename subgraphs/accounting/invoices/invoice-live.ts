/**
 * The invoices' live fields (core/platform/modules.ts, LiveField): the gateway serves them over
 * graphql-ws and SSE, reading each changed invoice through `invoice(invoiceId)`, so a payload
 * may carry fields of other subgraphs (an invoice's `payments` from billing).
 */
import type { Tx } from '../../../drizzle/client.ts';
import { publish } from '../../core/platform/events.ts';
import type { LiveField } from '../../core/platform/modules.ts';

/** An invoice's status was set: sent, viewed, paid or partially paid, overdue, void, back to draft. */
export const INVOICE_STATUS_CHANGED = 'invoice.status_changed';

/** Published in the transaction that moves the invoice: clients hear of it on commit only. */
export async function invoiceStatusChanged(tx: Tx, organizationId: string, invoiceId: string): Promise<void> {
  await publish(tx, { organizationId, type: INVOICE_STATUS_CHANGED, id: invoiceId });
}

const READ = ['SvcBooks.invoices.READ'];

export const invoiceLiveFields: readonly LiveField[] = [
  {
    name: 'invoiceStatusChanged',
    arguments: 'invoiceId: ID!',
    type: 'Invoice!',
    description: 'The invoice each time its status is set (sent, paid, overdue, void, back to draft).',
    events: [INVOICE_STATUS_CHANGED],
    key: 'invoiceId',
    query: { field: 'invoice', argument: 'invoiceId' },
    scopes: READ,
  },
  {
    name: 'invoicesChanged',
    type: 'Invoice!',
    description: "Each invoice of the connection's organization whose status is set.",
    events: [INVOICE_STATUS_CHANGED],
    query: { field: 'invoice', argument: 'invoiceId' },
    scopes: READ,
  },
];
