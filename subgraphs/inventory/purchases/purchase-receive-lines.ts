/**
 * A receive's lines checked against the lines of its (locked) order: quantities within what
 * remains, locations, serial numbers, batches and storages.
 */
import { eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import {
  type BatchEntry,
  type StorageEntry,
  purchaseReceiveLines,
  purchaseReceiveSerials,
  purchaseReceives,
} from '../../../drizzle/tables/inventory/purchases.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { dec, roundTo, sum, toDb } from '../../core/values/money.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type { PurchaseReceiveLineInput } from '../generated/graphql.ts';
import { locationsById } from '../locations/location-service.ts';
import { MAX_LINE_ITEMS, type PurchaseOrderLineRow, type PurchaseOrderRecord } from './purchase-order-service.ts';
import { customFieldsOf } from './purchase-receive-rules.ts';
import { text } from '../../core/values/text.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

type Path = readonly (string | number)[];
export type LineFields = typeof purchaseReceiveLines.$inferInsert;

/**
 * The receive's lines checked against the (locked) order lines, whose sums already leave out
 * this receive's own previous quantities: each order line once, more than 0 and at most what
 * remains; serial numbers as many as the quantity and unique per item; batches and storages
 * summing to the quantity; an active location.
 */
export async function prepareLines(
  tx: Tx,
  org: OrganizationRow,
  order: PurchaseOrderRecord,
  poLines: Map<string, PurchaseOrderLineRow>,
  given: readonly PurchaseReceiveLineInput[],
  receiveId: string,
): Promise<LineFields[]> {
  const field = (i: number, ...rest: (string | number)[]): Path => ['input', 'lineItems', i, ...rest];
  if (!given.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
  if (given.length > MAX_LINE_ITEMS) {
    throw new KontorError('LIMIT_EXCEEDED', `A purchase receive holds at most ${MAX_LINE_ITEMS} line items; ${given.length} were given.`, {
      field: ['input', 'lineItems'],
    });
  }
  const warehouseIds = [...new Set(given.map((l) => l.warehouseId ?? order.locationId))];
  const warehouses = await locationsById(tx, org.id, warehouseIds);
  const named = new Set<string>();
  const serialsOfItem = new Map<string, Map<string, { line: number; serial: string }>>();
  const lines = given.map((line, i): LineFields => {
    const po = poLines.get(line.lineItemId);
    if (!po) throw invalid(field(i, 'lineItemId'), `is not a line of the purchase order ${order.purchaseorderNumber}`);
    if (named.has(po.id)) throw invalid(field(i, 'lineItemId'), 'names a line listed before: receive each order line once');
    named.add(po.id);
    const quantity = dec(line.quantity);
    if (!quantity.gt(0)) throw invalid(field(i, 'quantity'), 'must be more than 0');
    const remaining = dec(po.quantity).minus(po.quantityReceived).minus(po.quantityInTransit);
    if (quantity.gt(remaining)) {
      throw invalid(
        field(i, 'quantity'),
        `is more than the ${toDb(remaining.lt(0) ? 0 : remaining)} remaining to receive of ${po.name} (ordered ${toDb(po.quantity)}, received ${toDb(po.quantityReceived)}, in transit ${toDb(po.quantityInTransit)})`,
      );
    }
    const warehouseId = line.warehouseId ?? order.locationId;
    const warehouse = warehouses.get(warehouseId);
    if (!warehouse) throw invalid(field(i, 'warehouseId'), 'is not a location of the organization');
    if (warehouse.status !== 'active') throw invalid(field(i, 'warehouseId'), `the location ${warehouse.locationName} is inactive`);

    const serials = (line.serialNumbers ?? []).map((s) => s.trim());
    if (serials.length) {
      if (!quantity.isInteger()) throw invalid(field(i, 'serialNumbers'), `cannot be given for a quantity that is not whole (${toDb(quantity)})`);
      if (!quantity.eq(serials.length))
        throw invalid(field(i, 'serialNumbers'), `must hold as many serial numbers as the quantity: ${toDb(quantity)} expected, ${serials.length} given`);
      const seen = serialsOfItem.get(po.itemId) ?? new Map<string, { line: number; serial: string }>();
      serialsOfItem.set(po.itemId, seen);
      serials.forEach((serial, s) => {
        if (!serial) throw invalid(field(i, 'serialNumbers', s), 'must not be blank');
        if (serial.length > 100) throw invalid(field(i, 'serialNumbers', s), 'must be at most 100 characters');
        if (seen.has(serial.toLowerCase())) throw invalid(field(i, 'serialNumbers', s), `${serial} is given twice for ${po.name}`);
        seen.set(serial.toLowerCase(), { line: i, serial });
      });
    }

    const batches: BatchEntry[] = (line.batches ?? []).map((b, k) => {
      const batchNumber = b.batchNumber.trim();
      if (!batchNumber) throw invalid(field(i, 'batches', k, 'batchNumber'), 'must not be blank');
      if (!dec(b.quantityIn).gt(0)) throw invalid(field(i, 'batches', k, 'quantityIn'), 'must be more than 0');
      if (b.manufacturedDate && b.expiryDate && b.expiryDate < b.manufacturedDate)
        throw invalid(field(i, 'batches', k, 'expiryDate'), 'cannot be before the manufactured date');
      return {
        batch_number: batchNumber,
        quantity_in: toDb(b.quantityIn),
        manufacturer_batch_number: text(b.manufacturerBatchNumber) ?? null,
        manufactured_date: b.manufacturedDate ?? null,
        expiry_date: b.expiryDate ?? null,
      };
    });
    if (batches.length) {
      const numbers = new Set<string>();
      batches.forEach((b, k) => {
        if (numbers.has(b.batch_number.toLowerCase())) throw invalid(field(i, 'batches', k, 'batchNumber'), `${b.batch_number} is listed twice on the line`);
        numbers.add(b.batch_number.toLowerCase());
      });
      const total = sum(batches.map((b) => b.quantity_in));
      if (!total.eq(quantity)) throw invalid(field(i, 'batches'), `quantity_in must sum to the line's quantity ${toDb(quantity)}, not ${toDb(total)}`);
    }

    const storages: StorageEntry[] = (line.storages ?? []).map((s, k) => {
      if (!isId(s.storageId)) throw invalid(field(i, 'storages', k, 'storageId'), 'must be a storage id (digits)');
      if (!dec(s.quantity).gt(0)) throw invalid(field(i, 'storages', k, 'quantity'), 'must be more than 0');
      return { storage_id: s.storageId, quantity: toDb(s.quantity) };
    });
    if (storages.length) {
      const ids = new Set<string>();
      storages.forEach((s, k) => {
        if (ids.has(s.storage_id)) throw invalid(field(i, 'storages', k, 'storageId'), `${s.storage_id} is listed twice on the line`);
        ids.add(s.storage_id);
      });
      const total = sum(storages.map((s) => s.quantity));
      if (!total.eq(quantity)) throw invalid(field(i, 'storages'), `quantities must sum to the line's quantity ${toDb(quantity)}, not ${toDb(total)}`);
    }

    return {
      organizationId: org.id,
      receiveId,
      poLineId: po.id,
      itemId: po.itemId,
      name: po.name,
      description: po.description,
      itemOrder: i + 1,
      quantity: toDb(quantity),
      unit: po.unit,
      rate: toDb(po.rate),
      itemTotal: toDb(roundTo(quantity.times(po.rate), org.pricePrecision)),
      warehouseId,
      itemCustomFields: customFieldsOf(line.itemCustomFields),
      serialNumbers: serials,
      batches,
      storages,
    };
  });

  // Serial numbers already received for the item on another receive (the unique index is the backstop for races).
  const wanted = [...serialsOfItem.entries()].flatMap(([itemId, serials]) => [...serials.keys()].map((s) => ({ itemId, s })));
  if (wanted.length) {
    const taken = await tx
      .select({ itemId: purchaseReceiveSerials.itemId, serial: purchaseReceiveSerials.serialNumber, number: purchaseReceives.receiveNumber })
      .from(purchaseReceiveSerials)
      .innerJoin(purchaseReceives, eq(purchaseReceives.id, purchaseReceiveSerials.receiveId))
      .where(
        inOrg(
          purchaseReceiveSerials,
          org.id,
          anyId(purchaseReceiveSerials.itemId, [...serialsOfItem.keys()]),
          inArray(sql`lower(${purchaseReceiveSerials.serialNumber})`, [...new Set(wanted.map((w) => w.s))]),
          ne(purchaseReceiveSerials.receiveId, receiveId),
        ),
      )
      .limit(1);
    const clash = taken.find((t) => serialsOfItem.get(t.itemId)?.has(t.serial.toLowerCase()));
    if (clash) {
      const at = serialsOfItem.get(clash.itemId)!.get(clash.serial.toLowerCase())!;
      throw new KontorError('DUPLICATE', `The serial number ${at.serial} of ${lines[at.line].name} is already received on ${clash.number}.`, {
        field: field(at.line, 'serialNumbers'),
      });
    }
  }
  return lines;
}
