/**
 * Stock moved by accounting's documents: a vendor credit's inventory lines return goods to the
 * vendor (stock on hand goes down). The stock ledger is inventory's, a module above accounting,
 * so a document names its movements through this port and inventory provides it
 * (inventory/stock/document-stock.ts); the document calls it in its own transaction whenever it
 * posts (with its movements now) or unposts (with none), and inventory makes the document's net
 * movements what it says.
 */
import type { Tx } from '../../../drizzle/client.ts';
import { Port } from '../../core/platform/ports.ts';
import { dec } from '../../core/values/money.ts';

export interface DocumentStockLine {
  itemId: string;
  /** The line's location, else the document's; null: the organization's primary location. */
  locationId: string | null;
  /** The field a refusal of the location names. */
  locationField: readonly (string | number)[];
  /** Signed: goods in positive, goods out negative. */
  quantity: string;
  /** Unit value in the organization's currency. */
  rate: string;
  date: string;
}

export type SyncDocumentStock = (
  tx: Tx,
  organizationId: string,
  document: { type: string; id: string; kind: 'return' },
  lines: readonly DocumentStockLine[],
) => Promise<void>;

export const documentStockPort = new Port<SyncDocumentStock>('accounting.document-stock');

/** The stock lines of a document's inventory items: each line's quantity with `sign`, valued at its rate in the base currency. */
export function inventoryLines(
  document: { date: string; exchangeRate: string; locationId: string | null },
  lines: readonly { itemId: string | null; itemType: string | null; locationId: string | null; quantity: string; rate: string }[],
  sign: 1 | -1,
): DocumentStockLine[] {
  return lines.flatMap((line, i) =>
    line.itemId && line.itemType === 'inventory' && !dec(line.quantity).isZero()
      ? [
          {
            itemId: line.itemId,
            locationId: line.locationId ?? document.locationId,
            locationField: line.locationId ? ['input', 'lineItems', i, 'locationId'] : ['input', 'locationId'],
            quantity: dec(line.quantity).times(sign).toFixed(),
            rate: dec(line.rate).times(document.exchangeRate).toFixed(),
            date: document.date,
          },
        ]
      : [],
  );
}
