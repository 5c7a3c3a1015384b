/**
 * The stock counts' live field (core/platform/modules.ts, LiveField): a count's progress while
 * its start, submit or approve job works its lines, read through `inventoryCount(inventorycountId)`.
 */
import type { Tx } from '../../../drizzle/client.ts';
import { publish } from '../../core/platform/events.ts';
import type { LiveField } from '../../core/platform/modules.ts';

/** A count's job began, did a batch of lines, or finished (the count moved on). */
export const INVENTORY_COUNT_PROGRESS = 'inventory_count.progress';

/** Published in the transaction of the move or batch: clients hear of it on commit only. */
export async function countProgressed(tx: Tx, organizationId: string, countId: string): Promise<void> {
  await publish(tx, { organizationId, type: INVENTORY_COUNT_PROGRESS, id: countId });
}

export const countLiveFields: readonly LiveField[] = [
  {
    name: 'inventoryCountProgress',
    arguments: 'inventorycountId: ID!',
    type: 'InventoryCount!',
    description: 'The stock count each time its job begins, works a batch of lines (progress.processedLines) or finishes.',
    events: [INVENTORY_COUNT_PROGRESS],
    key: 'inventorycountId',
    query: { field: 'inventoryCount', argument: 'inventorycountId' },
    scopes: ['SvcInventory.inventorycount.READ'],
  },
];
