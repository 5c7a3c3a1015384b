/**
 * The rules of purchase receives that need no database: limits, the order of states, how a
 * receive moves quantities on its order's lines, its net stock movements, the refusal of a move.
 */
import type { BlobInfo } from '../../core/platform/blobs.ts';
import { type KontorError, cannotMove } from '../../core/values/errors.ts';
import { dec, toDb } from '../../core/values/money.ts';
import type { PurchaseReceiveState } from '../../../drizzle/tables/inventory/purchases.ts';
import type { PurchaseOrderLineRow } from './purchase-order-service.ts';

export { addressOf, customFieldsOf } from './purchase-values.ts';

/** Files one receive holds at most (spec Limits). */
export const MAX_DOCUMENTS = 20;
/** Receives one in-transit request names at most. */
export const MAX_BULK = 100;
export const RANK: Record<PurchaseReceiveState, number> = { draft: 0, in_transit: 1, received: 2 };

/** A move the receive's state does not allow. */
export function cannotMoveReceive(row: { receiveNumber: string; status: string }, action: string, reason: string): KontorError {
  return cannotMove({ kind: 'purchase receive', name: row.receiveNumber, state: row.status.replace('_', ' ') }, action, reason, { state: row.status });
}

/** Moves receive quantities in or out of the order lines' received / in-transit sums (in memory). */
export function shift(
  poLines: Map<string, PurchaseOrderLineRow>,
  lines: readonly { poLineId: string; quantity: string }[],
  state: PurchaseReceiveState,
  sign: 1 | -1,
): void {
  for (const line of lines) {
    const po = poLines.get(line.poLineId);
    if (!po) continue;
    const by = dec(line.quantity).times(sign);
    if (state === 'received') po.quantityReceived = toDb(dec(po.quantityReceived).plus(by));
    else po.quantityInTransit = toDb(dec(po.quantityInTransit).plus(by));
  }
}

export function fileTypeOf(blob: BlobInfo): string {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(blob.fileName)?.[1];
  if (extension) return extension.toLowerCase();
  return blob.contentType.split('/').pop()?.split(/[+;]/)[0] ?? 'bin';
}
