import { queueWebhookEvent } from '../../core/webhooks/webhook-events.ts';
/**
 * Purchase receives: goods of an issued purchase order arriving, draft → in_transit → received.
 * Every write locks the purchase order and its lines FOR UPDATE first, so concurrent receives of
 * one order queue and none takes more than a line's remaining quantity. Only a received receive
 * moves stock (movements of kind `receive` in the stock ledger, the receive as source) and posts
 * its value: Dr Inventory Asset (the item's inventory account) / Cr Accounts Payable. Editing a
 * received receive re-syncs its movements and reposts; deleting it reverses both.
 */
import { type SQL, and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type PurchaseReceiveState,
  purchaseOrders,
  purchaseReceiveComments,
  purchaseReceiveDocuments,
  purchaseReceives,
} from '../../../drizzle/tables/inventory/purchases.ts';
import { repost } from '../../core/books/ledger.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import type { BlobInfo } from '../../core/platform/blobs.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { KontorError, cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { sum, toDb } from '../../core/values/money.ts';
import { patch } from '../../core/values/patch.ts';
import type {
  CreatePurchaseReceiveInput,
  MarkPurchaseReceivesInTransitInput,
  PurchaseReceive,
  PurchaseReceiveDocument,
  PurchaseReceiveFilter,
  QueryPurchaseReceivesArgs,
  UpdatePurchaseReceiveInput,
} from '../generated/graphql.ts';

import { keepBilledReceived } from './purchase-receive-bills.ts';
import { prepareLines } from './purchase-receive-lines.ts';
import { settle } from './purchase-receive-posting.ts';
import { MAX_BULK, MAX_DOCUMENTS, RANK, addressOf, cannotMoveReceive, customFieldsOf, fileTypeOf, shift } from './purchase-receive-rules.ts';
import { recordOrderHistory } from './purchase-order-history.ts';
import { SOURCE_TYPE, asLineFields, lockedOrder, recordHistory, syncStock, writeLines, writeOrderProgress } from './purchase-receive-store.ts';
import {
  billedCondition,
  documentView,
  documentsOf,
  findReceive,
  receiveLinesOf,
  receiveReads,
  receiveView,
  receiveViews,
  selectReceives,
} from './purchase-receive-views.ts';
import { text } from '../../core/values/text.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

const NUMBER_SERIES = { series: 'purchase_receive', prefix: 'PR-', width: 6 };

// --- reading ---------------------------------------------------------------------------------

export function getPurchaseReceive({ db, org, today }: Scope, receiveId: string): Promise<PurchaseReceive> {
  return receiveView(db, org, receiveId, today);
}

const FILTERS: Record<PurchaseReceiveFilter, { wire: string; condition?: SQL }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', condition: eq(purchaseReceives.status, 'draft') },
  STATUS_IN_TRANSIT: { wire: 'Status.InTransit', condition: eq(purchaseReceives.status, 'in_transit') },
  STATUS_RECEIVED: { wire: 'Status.Received', condition: eq(purchaseReceives.status, 'received') },
  STATUS_BILLED: { wire: 'Status.Billed', condition: billedCondition.billed },
  STATUS_PARTIALLY_BILLED: { wire: 'Status.PartiallyBilled', condition: billedCondition.partially_billed },
  STATUS_UNBILLED: { wire: 'Status.Unbilled', condition: billedCondition.unbilled },
};

const SORT_COLUMNS = {
  receive_number: sql`lower(${purchaseReceives.receiveNumber})`,
  date: purchaseReceives.date,
  vendor_name: sql`lower(${purchaseReceives.vendorName})`,
  purchaseorder_number: sql`lower(${purchaseOrders.purchaseorderNumber})`,
  created_time: purchaseReceives.createdAt,
  last_modified_time: purchaseReceives.updatedAt,
};

/**
 * A page of receives with the lines, documents, history and bills its selection (selectedFields
 * of the entries) needs: at most five statements whatever the page size, and only the receive
 * columns and lookups (order, location, billed total) the selection reads.
 */
export async function listPurchaseReceives({ db, org, today }: Scope, args: QueryPurchaseReceivesArgs, page: Page, selected?: ReadonlySet<string>) {
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const byId = (column: AnyPgColumn, id: string | null | undefined) => (id ? (isId(id) ? eq(column, id) : sql`false`) : undefined);
  const where = and(
    filter.condition,
    byId(purchaseReceives.purchaseorderId, args.purchaseorderId),
    byId(purchaseReceives.vendorId, args.vendorId),
    searchOf(
      [purchaseReceives.receiveNumber, purchaseOrders.purchaseorderNumber, purchaseReceives.referenceNumber, purchaseReceives.vendorName],
      args.searchText,
    ),
    ...textFilters(purchaseReceives.receiveNumber, { equals: args.receiveNumber }),
    args.dateStart ? gte(purchaseReceives.date, args.dateStart) : undefined,
    args.dateEnd ? lte(purchaseReceives.date, args.dateEnd) : undefined,
  );
  const sort = orderOf(SORT_COLUMNS, purchaseReceives.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time', 'last_modified_time'],
  });
  // The search and a sort by order number name the order's columns: it is joined for them whatever the selection.
  const joinsOrder = !!args.searchText?.trim() || sort.sortColumn === 'purchaseorder_number';
  const rows = await selectReceives(db, org.id, { where, orderBy: sort.orderBy, ...window(page), reads: receiveReads(selected), joinsOrder });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    receiveViews(db, org, nodes, today, selected),
  );
}

// --- writing ---------------------------------------------------------------------------------

/** The fields an update lays over the stored receive. */
const OVERLAID = [
  'receiveNumber',
  'date',
  'notes',
  'terms',
  'referenceNumber',
  'customFields',
  'billingAddress',
  'shippingAddress',
  'trackingNumber',
  'trackingLink',
  'expectedDeliveryDate',
  'shipmentDeliveredDate',
  'carrier',
  'deliveryMethod',
  'deliveryMethodId',
] as const;

function refusingDuplicates<T>(number: () => string | null | undefined, write: () => Promise<T>): Promise<T> {
  return uniquely(write, {
    purchase_receives_org_number: () =>
      new KontorError('DUPLICATE', `The receive number "${number()}" is already used by another purchase receive of the organization.`, {
        field: ['input', 'receiveNumber'],
      }),
  });
}

export async function createPurchaseReceive(
  scope: Scope,
  purchaseorderId: string,
  input: CreatePurchaseReceiveInput,
  options: { ignoreAutoNumberGeneration: boolean },
): Promise<PurchaseReceive> {
  const { db, org, actor, today } = scope;
  const givenNumber = text(input.receiveNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber) throw invalid(['input', 'receiveNumber'], 'is required when ignore_auto_number_generation is true');
  const status: PurchaseReceiveState = input.status ? fromEnum(input.status) : 'received';
  let number = givenNumber;
  return refusingDuplicates(
    () => number,
    () =>
      db.transaction(async (tx) => {
        const { order, poLines } = await lockedOrder(tx, org.id, purchaseorderId);
        const stated = { kind: 'purchase order', name: order.purchaseorderNumber, state: order.status.replace('_', ' ') };
        if (order.status === 'draft') throw cannotMove(stated, 'received against', 'issue it before receiving goods against it', { state: order.status });
        if (order.status === 'cancelled')
          throw cannotMove(stated, 'received against', 'nothing can be received against a cancelled order', { state: order.status });
        if (order.status === 'received') throw cannotMove(stated, 'received against', 'nothing remains to receive', { state: order.status });
        const id = newId();
        const lines = await prepareLines(tx, org, order, poLines, input.lineItems, id);
        shift(poLines, lines, status, 1);
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextNumber(tx, org.id, NUMBER_SERIES.series, NUMBER_SERIES);
        const date = input.date ?? today;
        await tx.insert(purchaseReceives).values({
          id,
          organizationId: org.id,
          receiveNumber: number,
          purchaseorderId: order.id,
          date,
          status,
          vendorId: order.vendorId,
          vendorName: order.vendorName,
          locationId: order.locationId,
          notes: text(input.notes) ?? null,
          terms: text(input.terms) ?? null,
          referenceNumber: text(input.referenceNumber) ?? null,
          customFields: customFieldsOf(input.customFields),
          billingAddress: addressOf(input.billingAddress, ['input', 'billingAddress']),
          shippingAddress: addressOf(input.shippingAddress, ['input', 'shippingAddress']),
          trackingNumber: text(input.trackingNumber) ?? null,
          trackingLink: text(input.trackingLink) ?? null,
          expectedDeliveryDate: input.expectedDeliveryDate ?? null,
          shipmentDeliveredDate: input.shipmentDeliveredDate ?? null,
          carrier: text(input.carrier) ?? null,
          deliveryMethod: text(input.deliveryMethod) ?? null,
          deliveryMethodId: input.deliveryMethodId ?? null,
          total: toDb(sum(lines.map((l) => l.itemTotal))),
          totalQuantity: toDb(sum(lines.map((l) => l.quantity))),
          createdById: actor.userId,
          lastModifiedById: actor.userId,
        });
        await writeLines(tx, org.id, id, lines, false);
        await writeOrderProgress(tx, org.id, order, poLines, scope.now);
        await settle(tx, org, order, { id, receiveNumber: number, date, referenceNumber: text(input.referenceNumber) ?? null, status }, lines);
        await recordHistory(
          tx,
          org.id,
          [
            {
              receiveId: id,
              purchaseorderId: order.id,
              operation: 'added',
              description: `Purchase receive ${number} created as ${status.replace('_', ' ')} against ${order.purchaseorderNumber}.`,
            },
          ],
          actor,
        );
        if (status === 'received')
          await queueWebhookEvent(tx, { organizationId: org.id, name: 'purchasereceive.received', id, at: scope.now, data: { receive_number: number } });
        return receiveView(tx, org, id, today);
      }),
  );
}

export async function updatePurchaseReceive(scope: Scope, receiveId: string, input: UpdatePurchaseReceiveInput): Promise<PurchaseReceive> {
  const { db, org, actor, today } = scope;
  return refusingDuplicates(
    () => text(input.receiveNumber),
    () =>
      db.transaction(async (tx) => {
        const row = await findReceive(tx, org.id, receiveId, { lock: true });
        const status: PurchaseReceiveState = input.status ? fromEnum(input.status) : row.status;
        if (RANK[status] < RANK[row.status])
          throw cannotMoveReceive(
            row,
            `moved back to ${status.replace('_', ' ')}`,
            row.status === 'received' ? 'its stock has arrived; delete the receive to undo it' : 'a receive only moves forward',
          );
        const { order, poLines } = await lockedOrder(tx, org.id, row.purchaseorderId);
        const previous = asLineFields((await receiveLinesOf(tx, org.id, [row.id])).get(row.id) ?? []);
        shift(poLines, previous, row.status, -1);
        const lines = input.lineItems ? await prepareLines(tx, org, order, poLines, input.lineItems, row.id) : previous;
        shift(poLines, lines, status, 1);
        await keepBilledReceived(tx, org.id, order, poLines);
        const overlaid = patch(
          row,
          {
            receiveNumber: text(input.receiveNumber),
            date: input.date,
            notes: text(input.notes),
            terms: text(input.terms),
            referenceNumber: text(input.referenceNumber),
            customFields: input.customFields === undefined ? undefined : customFieldsOf(input.customFields),
            billingAddress: input.billingAddress === undefined ? undefined : addressOf(input.billingAddress, ['input', 'billingAddress']),
            shippingAddress: input.shippingAddress === undefined ? undefined : addressOf(input.shippingAddress, ['input', 'shippingAddress']),
            trackingNumber: text(input.trackingNumber),
            trackingLink: text(input.trackingLink),
            expectedDeliveryDate: input.expectedDeliveryDate,
            shipmentDeliveredDate: input.shipmentDeliveredDate,
            carrier: text(input.carrier),
            deliveryMethod: text(input.deliveryMethod),
            deliveryMethodId: input.deliveryMethodId,
          },
          OVERLAID,
          ['receiveNumber', 'date'],
        );
        const { receiveNumber, date, referenceNumber } = overlaid;
        await tx
          .update(purchaseReceives)
          .set({
            ...overlaid,
            status,
            total: toDb(sum(lines.map((l) => l.itemTotal))),
            totalQuantity: toDb(sum(lines.map((l) => l.quantity))),
            lastModifiedById: actor.userId,
            updatedAt: scope.now,
          })
          .where(inOrg(purchaseReceives, org.id, eq(purchaseReceives.id, row.id)));
        if (input.lineItems) await writeLines(tx, org.id, row.id, lines, true);
        await writeOrderProgress(tx, org.id, order, poLines, scope.now);
        await settle(tx, org, order, { id: row.id, receiveNumber, date, referenceNumber, status }, lines);
        const moved = status !== row.status ? `; now ${status.replace('_', ' ')}` : '';
        await recordHistory(
          tx,
          org.id,
          [
            {
              receiveId: row.id,
              purchaseorderId: row.purchaseorderId,
              operation: 'updated',
              description: `Purchase receive ${receiveNumber} updated${moved}.`,
            },
          ],
          actor,
        );
        return receiveView(tx, org, row.id, today);
      }),
  );
}

/**
 * Deletes a receive without bills. A received one's stock movements are reversed and its ledger
 * entry too; its order lines get the quantity back. Its documents' bytes go once this has committed.
 */
export async function deletePurchaseReceive(scope: Scope, receiveId: string): Promise<string> {
  const { db, org } = scope;
  const deleted = await db.transaction(async (tx) => {
    const row = await findReceive(tx, org.id, receiveId, { lock: true });
    if (row.billCount > 0)
      throw new KontorError('IN_USE', `The purchase receive ${row.receiveNumber} has bills recorded against it and cannot be deleted; delete the bills first.`);
    const { order, poLines } = await lockedOrder(tx, org.id, row.purchaseorderId);
    const previous = asLineFields((await receiveLinesOf(tx, org.id, [row.id])).get(row.id) ?? []);
    shift(poLines, previous, row.status, -1);
    await keepBilledReceived(tx, org.id, order, poLines);
    await writeOrderProgress(tx, org.id, order, poLines, scope.now);
    await syncStock(tx, org.id, row.id, []);
    await repost(tx, { organizationId: org.id, sourceType: SOURCE_TYPE, sourceId: row.id }, { date: row.date, lines: [] });
    const documents = (await documentsOf(tx, org.id, [row.id])).get(row.id) ?? [];
    await writeLines(tx, org.id, row.id, [], true);
    await tx.delete(purchaseReceiveDocuments).where(inOrg(purchaseReceiveDocuments, org.id, eq(purchaseReceiveDocuments.receiveId, row.id)));
    await tx.delete(purchaseReceiveComments).where(inOrg(purchaseReceiveComments, org.id, eq(purchaseReceiveComments.receiveId, row.id)));
    await tx.delete(purchaseReceives).where(inOrg(purchaseReceives, org.id, eq(purchaseReceives.id, row.id)));
    // The receive's own history goes with it; its order keeps that it existed.
    await recordOrderHistory(
      tx,
      org.id,
      [
        {
          purchaseorderId: row.purchaseorderId,
          receiveId: row.id,
          operation: 'receive_deleted',
          description: `Purchase receive ${row.receiveNumber} deleted.`,
        },
      ],
      scope.actor,
    );
    return { receiveId: row.id, documentIds: documents.map((d) => d.documentId) };
  });
  // The blob store is outside the transaction that unlinked the files.
  for (const id of deleted.documentIds) await scope.blobs.delete(org.id, id);
  return deleted.receiveId;
}

/**
 * draft → in_transit for every receive named, all or none. One already in transit stays so; a
 * received one is refused (its stock has arrived). Nothing moves on the order: draft and
 * in-transit quantities are both counted as in transit there.
 */
export async function markPurchaseReceivesInTransit(scope: Scope, input: MarkPurchaseReceivesInTransitInput): Promise<PurchaseReceive[]> {
  const { db, org, actor, today } = scope;
  const ids = input.purchasereceives.map((r) => r.receiveId);
  if (!ids.length) throw invalid(['input', 'purchasereceives'], 'must name at least one receive');
  if (ids.length > MAX_BULK)
    throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_BULK} purchase receives can be marked in transit at once; ${ids.length} were given.`, {
      field: ['input', 'purchasereceives'],
    });
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await selectReceives(tx, org.id, { where: anyId(purchaseReceives.id, wanted.filter(isId)), lock: true });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = wanted.find((id) => !byId.has(id));
    if (missing)
      throw new KontorError('NOT_FOUND', `The purchase receive ${missing} does not exist.`, {
        field: ['input', 'purchasereceives', ids.indexOf(missing), 'receiveId'],
      });
    const received = rows.find((r) => r.status === 'received');
    if (received) throw cannotMoveReceive(received, 'marked as in transit', 'its stock has arrived; delete the receive to undo it');
    const drafts = rows.filter((r) => r.status === 'draft');
    if (drafts.length) {
      await tx
        .update(purchaseReceives)
        .set({ status: 'in_transit', lastModifiedById: actor.userId, updatedAt: scope.now })
        .where(
          inOrg(
            purchaseReceives,
            org.id,
            inArray(
              purchaseReceives.id,
              drafts.map((r) => r.id),
            ),
          ),
        );
      await recordHistory(
        tx,
        org.id,
        drafts.map((r) => ({
          receiveId: r.id,
          purchaseorderId: r.purchaseorderId,
          operation: 'marked_as_in_transit' as const,
          description: `Purchase receive ${r.receiveNumber} marked as in transit.`,
        })),
        actor,
      );
    }
    const views = new Map(
      (await receiveViews(tx, org, await selectReceives(tx, org.id, { where: anyId(purchaseReceives.id, wanted) }), today)).map((v) => [v.receiveId, v]),
    );
    return wanted.map((id) => views.get(id)!);
  });
}

/** draft or in_transit → received: the stock arrives and the receive's value is posted. */
export async function markPurchaseReceiveReceived(scope: Scope, receiveId: string): Promise<PurchaseReceive> {
  const { db, org, actor, today } = scope;
  return db.transaction(async (tx) => {
    const row = await findReceive(tx, org.id, receiveId, { lock: true });
    if (row.status === 'received') throw cannotMoveReceive(row, 'marked as received', 'it is received already');
    const { order, poLines } = await lockedOrder(tx, org.id, row.purchaseorderId);
    const lines = asLineFields((await receiveLinesOf(tx, org.id, [row.id])).get(row.id) ?? []);
    shift(poLines, lines, row.status, -1);
    shift(poLines, lines, 'received', 1);
    await tx
      .update(purchaseReceives)
      .set({ status: 'received', lastModifiedById: actor.userId, updatedAt: scope.now })
      .where(inOrg(purchaseReceives, org.id, eq(purchaseReceives.id, row.id)));
    await writeOrderProgress(tx, org.id, order, poLines, scope.now);
    await settle(tx, org, order, { ...row, status: 'received' }, lines);
    await recordHistory(
      tx,
      org.id,
      [
        {
          receiveId: row.id,
          purchaseorderId: row.purchaseorderId,
          operation: 'marked_as_received',
          description: `Purchase receive ${row.receiveNumber} marked as received.`,
        },
      ],
      actor,
    );
    await queueWebhookEvent(tx, {
      organizationId: org.id,
      name: 'purchasereceive.received',
      id: row.id,
      at: scope.now,
      data: { receive_number: row.receiveNumber },
    });
    return receiveView(tx, org, row.id, today);
  });
}

// --- documents -------------------------------------------------------------------------------

/**
 * Links uploaded files (already in the blob store, described by `blobs`) to a receive. A receive
 * holds at most MAX_DOCUMENTS: counted under the receive's row lock, so two uploads cannot
 * both squeeze past the limit.
 */
export async function addPurchaseReceiveAttachment(scope: Scope, receiveId: string, attachment: readonly string[]): Promise<PurchaseReceiveDocument[]> {
  const { db, org, actor } = scope;
  // Read before the transaction: the blob store queries on its own connection.
  const blobs = await Promise.all(attachment.map((id) => scope.blobs.stat(org.id, id)));
  if (!blobs.length) throw invalid(['attachment'], 'is required: send at least one file');
  blobs.forEach((blob, i) => {
    if (!blob) throw invalid(['attachment', i], 'is not a file uploaded to this organization');
  });
  const files = blobs as BlobInfo[];
  return db.transaction(async (tx) => {
    const row = await findReceive(tx, org.id, receiveId, { lock: true });
    const held = (await documentsOf(tx, org.id, [row.id])).get(row.id) ?? [];
    if (held.length + files.length > MAX_DOCUMENTS) {
      throw new KontorError(
        'LIMIT_EXCEEDED',
        `A purchase receive holds at most ${MAX_DOCUMENTS} attachments; ${row.receiveNumber} has ${held.length} and ${files.length} more ${files.length === 1 ? 'was' : 'were'} sent.`,
        { field: ['attachment'], rule: `at most ${MAX_DOCUMENTS} files per receive` },
      );
    }
    await tx.insert(purchaseReceiveDocuments).values(
      files.map((blob) => ({
        organizationId: org.id,
        receiveId: row.id,
        documentId: blob.id,
        fileName: blob.fileName,
        fileType: fileTypeOf(blob),
        fileSize: blob.size,
      })),
    );
    await recordHistory(
      tx,
      org.id,
      files.map((blob) => ({
        receiveId: row.id,
        purchaseorderId: row.purchaseorderId,
        operation: 'attachment_added' as const,
        description: `File ${blob.fileName} attached.`,
      })),
      actor,
    );
    return ((await documentsOf(tx, org.id, [row.id])).get(row.id) ?? []).map(documentView);
  });
}

export async function getPurchaseReceiveDocument({ db, org }: Scope, receiveId: string, documentId: string): Promise<PurchaseReceiveDocument> {
  const organizationId = org.id;
  const row = await findReceive(db, organizationId, receiveId);
  const document = ((await documentsOf(db, organizationId, [row.id])).get(row.id) ?? []).find((d) => d.documentId === documentId);
  if (!document) throw notFound('The document');
  return documentView(document);
}

/** Unlinks a document and, once that has committed, removes its bytes. */
export async function deletePurchaseReceiveDocument(scope: Scope, receiveId: string, documentId: string): Promise<string> {
  const { db, org, actor } = scope;
  const deleted = await db.transaction(async (tx) => {
    const row = await findReceive(tx, org.id, receiveId, { lock: true });
    if (!isId(documentId)) throw notFound('The document');
    const [deleted] = await tx
      .delete(purchaseReceiveDocuments)
      .where(inOrg(purchaseReceiveDocuments, org.id, eq(purchaseReceiveDocuments.receiveId, row.id), eq(purchaseReceiveDocuments.documentId, documentId)))
      .returning();
    if (!deleted) throw notFound('The document');
    await recordHistory(
      tx,
      org.id,
      [{ receiveId: row.id, purchaseorderId: row.purchaseorderId, operation: 'attachment_deleted', description: `File ${deleted.fileName} removed.` }],
      actor,
    );
    return deleted.documentId;
  });
  await scope.blobs.delete(org.id, deleted);
  return deleted;
}
