/**
 * The stock counts' live fields (core/platform/modules.ts, LiveField): one count's progress while
 * its start, submit or approve job works its lines, and every count of the organization from its
 * creation on; both read through `inventoryCount(inventorycountId)`.
 */
import type { Tx } from '../../../drizzle/client.ts';
import { publish } from '../../core/platform/events.ts';
import type { LiveField } from '../../core/platform/modules.ts';

/** A count's job began, did a batch of lines, or finished (the count moved on). */
export const INVENTORY_COUNT_PROGRESS = 'inventory_count.progress';
/** A count was created (by hand, from an import or by a recurring count). */
export const INVENTORY_COUNT_CREATED = 'inventory_count.created';

/** Published in the transaction of the move or batch: clients hear of it on commit only. */
export async function countProgressed(tx: Tx, organizationId: string, countId: string): Promise<void> {
  await publish(tx, { organizationId, type: INVENTORY_COUNT_PROGRESS, id: countId });
}

/** Published in the transaction that inserts the count. */
export async function countCreated(tx: Tx, organizationId: string, countId: string): Promise<void> {
  await publish(tx, { organizationId, type: INVENTORY_COUNT_CREATED, id: countId });
}

const countQuery = { field: 'inventoryCount', argument: 'inventorycountId' };
const countScopes = ['SvcInventory.inventorycount.READ'];

export const countLiveFields: readonly LiveField[] = [
  {
    name: 'inventoryCountProgress',
    arguments: 'inventorycountId: ID!',
    type: 'InventoryCount!',
    description: 'The stock count each time its job begins, works a batch of lines (progress.processedLines) or finishes.',
    events: [INVENTORY_COUNT_PROGRESS],
    key: 'inventorycountId',
    query: countQuery,
    scopes: countScopes,
  },
  {
    name: 'inventoryCountsChanged',
    type: 'InventoryCount!',
    description: "Every stock count of the connection's organization: when it is created, each time its job begins, works a batch of lines or finishes.",
    events: [INVENTORY_COUNT_CREATED, INVENTORY_COUNT_PROGRESS],
    query: countQuery,
    scopes: countScopes,
  },
];
