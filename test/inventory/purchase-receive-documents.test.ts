import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { download, expectBalanced, expectError, location, receive, scenario, stockItem, unique, upload, vendor, order } from './purchase-fixtures.ts';
import { expectOk } from '../helpers/responses.ts';
import { expectEachFieldAlone, columnsSelected } from '../helpers/selection.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});

/** How many of the statements touch the purchase receive tables. */
const receiveStatements = (sql: string[]) => sql.filter((text) => text.includes('purchase_receive')).length;
afterAll(async () => platform?.stop());

const png = (width: number) =>
  sharp({ create: { width, height: width, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

describe('purchase receive attachments', () => {
  it('attaches files, serves them (resized, inline or as a download), deletes them, and holds at most 20', async () => {
    const { client } = await platform.tenant();
    const { po, boltLine } = await scenario(client);
    const pr = await receive(client, po.purchaseorder_id, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1 }] });
    const base = `/inventory/v1/purchasereceives/${pr.receive_id}`;
    const image = await png(1000);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const sent = await upload(client, `${base}/attachment`, [
      { bytes: image, name: 'delivery-note.png', type: 'image/png' },
      { bytes: pdf, name: 'invoice.pdf', type: 'application/pdf' },
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message).toBe('Your file has been attached.');
    expect(sent.body.documents).toMatchObject([
      { file_name: 'delivery-note.png', file_type: 'png', file_size: image.length },
      { file_name: 'invoice.pdf', file_type: 'pdf', file_size: pdf.length },
    ]);
    const [picture, paper] = sent.body.documents;
    const shown = (await client.get(base)).body.purchase_receive;
    expect(shown.documents).toEqual(sent.body.documents);
    expect(shown.comments.map((c: any) => c.operation_type)).toEqual(['added', 'attachment_added', 'attachment_added']);

    const whole = await download(client, `${base}/documents/${picture.document_id}`);
    expect(whole.status).toBe(200);
    expect(whole.type).toBe('image/png');
    expect(whole.disposition).toBe('attachment; filename="delivery-note.png"');
    expect(whole.bytes.equals(image)).toBe(true);
    const inline = await download(client, `${base}/documents/${paper.document_id}`, { inline: 'true' });
    expect(inline.disposition).toBe('inline; filename="invoice.pdf"');
    expect(inline.bytes.equals(pdf)).toBe(true);
    for (const [size, width] of [
      ['tiny', 100],
      ['small', 300],
      ['large', 800],
    ] as const) {
      const resized = await download(client, `${base}/documents/${picture.document_id}`, { image_size: size });
      expect(resized.status).toBe(200);
      expect((await sharp(resized.bytes).metadata()).width).toBe(width);
    }
    expectError(await download(client, `${base}/documents/${picture.document_id}`, { image_size: 'huge' }), 400, 4, 'image_size');
    expectError(await download(client, `${base}/documents/123`), 404, 1002);

    const exe = await upload(client, `${base}/attachment`, [{ bytes: Buffer.from('MZ\x90\x00\x03 this is not a document'), name: 'tool.exe' }]);
    expect(exe.status, JSON.stringify(exe.body)).toBe(400);
    const big = await upload(client, `${base}/attachment`, [{ bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), name: 'huge.pdf' }]);
    expect(big.status, JSON.stringify(big.body)).toBe(413);

    const eighteen = Array.from({ length: 18 }, (_, i) => ({ bytes: Buffer.from(`line ${i}\n`), name: `note-${i}.txt`, type: 'text/plain' }));
    const filled = await upload(client, `${base}/attachment`, eighteen);
    expect(filled.status, JSON.stringify(filled.body)).toBe(201);
    expect(filled.body.documents).toHaveLength(20);
    const twentyFirst = await upload(client, `${base}/attachment`, [{ bytes: pdf, name: 'one-more.pdf' }]);
    expectError(twentyFirst, 400, 1005, 'at most 20 attachments');
    expect(twentyFirst.body.message).toContain('has 20 and 1 more was sent');
    expect((await client.get(base)).body.purchase_receive.documents).toHaveLength(20);

    const removed = await client.delete(`${base}/documents/${picture.document_id}`);
    expect(removed.body).toEqual({ code: 0, message: 'The document has been deleted.' });
    expectError(await download(client, `${base}/documents/${picture.document_id}`), 404, 1002);
    expectError(await client.delete(`${base}/documents/${picture.document_id}`), 404, 1002);
    const again = await upload(client, `${base}/attachment`, [{ bytes: image, name: 'retake.png' }]);
    expect(again.status, JSON.stringify(again.body)).toBe(201);

    const { client: stranger } = await platform.tenant();
    expectError(await download(stranger, `${base}/documents/${paper.document_id}`), 404, 1002);
    // Deleting the receive removes its files.
    expectOk(await client.delete(base));
    expect(await platform.app.runtime.blobs.stat(client.organizationId!, paper.document_id)).toBeNull();
  });
});

describe('bills against purchase receives', () => {
  it('derives billed_status and bills[] from the bills recorded against a receive', async () => {
    const { client, organizationId } = await platform.tenant();
    const { po, boltLine, nutLine } = await scenario(client);
    const pr = await receive(client, po.purchaseorder_id, {
      line_items: [
        { line_item_id: boltLine.line_item_id, quantity: 10 },
        { line_item_id: nutLine.line_item_id, quantity: 4 },
      ],
    });
    expect(pr).toMatchObject({ total: 124, billed_status: 'unbilled', is_billed: false, is_po_marked_as_received: true });
    const base = `/inventory/v1/purchasereceives/${pr.receive_id}`;
    const first = await client.post(`${base}/bills`, { bill_number: 'V-100', date: '2024-05-05', due_date: '2024-06-04', total: 100 });
    expectOk(first, 201);
    expect(first.body.purchase_receive).toMatchObject({ billed_status: 'partially_billed', is_billed: false });
    expect(first.body.purchase_receive.bills).toMatchObject([
      { bill_number: 'V-100', date: '2024-05-05', due_date: '2024-06-04', total: 100, balance: 100, status: 'overdue' },
    ]);
    expectError(await client.post(`${base}/bills`, { bill_number: 'v-100', total: 24 }), 400, 1001, 'already recorded');
    expectError(await client.post(`${base}/bills`, { bill_number: 'V-101', total: 0 }), 400, 4, 'total');
    expectError(await client.post(`${base}/bills`, { bill_number: 'V-101', total: 24, balance: 25 }), 400, 4, 'balance');
    expectError(await client.post(`${base}/bills`, { bill_number: 'V-101', total: 24, date: '2024-05-05', due_date: '2024-05-01' }), 400, 4, 'due_date');
    const second = await client.post(`${base}/bills`, { bill_number: 'V-101', total: 24, balance: 0 });
    expect(second.body.purchase_receive).toMatchObject({ billed_status: 'billed', is_billed: true });
    expect(second.body.purchase_receive.bills.map((b: any) => [b.bill_number, b.status])).toContainEqual(['V-101', 'paid']);
    const partlyPaid = await client.post(`${base}/bills`, { bill_number: 'V-102', total: 10, balance: 4, due_date: '2999-01-01' });
    expect(partlyPaid.body.purchase_receive.bills.find((b: any) => b.bill_number === 'V-102').status).toBe('partially_paid');

    expectError(await client.delete(base), 400, 1004, 'bills');
    const billId = partlyPaid.body.purchase_receive.bills.find((b: any) => b.bill_number === 'V-102').bill_id;
    const removed = await client.delete(`${base}/bills/${billId}`);
    expectOk(removed);
    expect(removed.body.purchase_receive.bills).toHaveLength(2);
    expectError(await client.delete(`${base}/bills/${billId}`), 404, 1002);

    // Another vendor may use the same bill number.
    const other = await vendor(client);
    const otherPo = await order(client, { vendor_id: other.contact_id, line_items: [{ item_id: boltLine.item_id, quantity: 1 }] });
    const otherPr = await receive(client, otherPo.purchaseorder_id, { line_items: [{ line_item_id: otherPo.line_items[0].line_item_id, quantity: 1 }] });
    expectOk(await client.post(`/inventory/v1/purchasereceives/${otherPr.receive_id}/bills`, { bill_number: 'V-100', total: 7.5 }), 201);

    const filtered = async (filter: string) =>
      (await client.get('/inventory/v1/purchasereceives', { filter_by: filter })).body.purchasereceives.map((r: any) => r.receive_id);
    expect(await filtered('Status.Billed')).toEqual([otherPr.receive_id, pr.receive_id]);
    await client.delete(`${base}/bills/${first.body.purchase_receive.bills.find((b: any) => b.bill_number === 'V-100').bill_id}`);
    expect(await filtered('Status.PartiallyBilled')).toEqual([pr.receive_id]);
    expect(await filtered('Status.Unbilled')).toEqual([]);
    // Bills post nothing: the payable was booked when the goods were received.
    await expectBalanced(platform, organizationId);
  });
});

describe('purchase receive list', () => {
  it('filters, searches, sorts and pages receives in a constant number of statements', async () => {
    const { client } = await platform.tenant();
    const { po, boltLine, nutLine, supplier } = await scenario(client);
    const a = await receive(client, po.purchaseorder_id, {
      date: '2024-03-01',
      status: 'in_transit',
      reference_number: 'DN-FIND',
      line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1 }],
    });
    const b = await receive(client, po.purchaseorder_id, {
      date: '2024-01-01',
      status: 'draft',
      line_items: [
        { line_item_id: boltLine.line_item_id, quantity: 1 },
        { line_item_id: nutLine.line_item_id, quantity: 1 },
      ],
    });
    const c = await receive(client, po.purchaseorder_id, {
      date: '2024-02-01',
      line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1, serial_numbers: ['X'] }],
    });
    await client.post(`/inventory/v1/purchasereceives/${c.receive_id}/bills`, { bill_number: unique('B'), total: 1 });
    const ids = async (query: Record<string, string | number>) => {
      const res = await client.get('/inventory/v1/purchasereceives', query);
      expectOk(res);
      return res.body.purchasereceives.map((r: any) => r.receive_id);
    };
    const all = await client.get('/inventory/v1/purchasereceives');
    expect(all.body.purchasereceives.map((r: any) => r.receive_id)).toEqual([c.receive_id, b.receive_id, a.receive_id]);
    expect(all.body.page_context).toEqual({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'created_time',
      sort_order: 'D',
      applied_filter: 'Status.All',
      report_name: 'Purchase Receives',
    });
    expect(all.body.purchasereceives[0].line_items[0].serial_numbers).toEqual(['X']);
    expect(await ids({ filter_by: 'Status.InTransit' })).toEqual([a.receive_id]);
    expect(await ids({ filter_by: 'Status.Draft' })).toEqual([b.receive_id]);
    expect(await ids({ filter_by: 'Status.Received' })).toEqual([c.receive_id]);
    expect(await ids({ filter_by: 'Status.Unbilled', sort_column: 'date', sort_order: 'A' })).toEqual([b.receive_id, a.receive_id]);
    expect(await ids({ sort_column: 'date' })).toEqual([a.receive_id, c.receive_id, b.receive_id]);
    expect(await ids({ sort_column: 'receive_number', sort_order: 'A' })).toEqual([a.receive_id, b.receive_id, c.receive_id]);
    expect(await ids({ search_text: 'dn-find' })).toEqual([a.receive_id]);
    expect(await ids({ search_text: po.purchaseorder_number })).toHaveLength(3);
    expect(await ids({ receive_number: b.receive_number })).toEqual([b.receive_id]);
    expect(await ids({ date_start: '2024-01-15', date_end: '2024-02-15' })).toEqual([c.receive_id]);
    expect(await ids({ purchaseorder_id: po.purchaseorder_id, vendor_id: supplier.contact_id })).toHaveLength(3);
    expect(await ids({ vendor_id: '1' })).toEqual([]);
    const page = await client.get('/inventory/v1/purchasereceives', { per_page: 2, page: 1, sort_column: 'date', sort_order: 'A' });
    expect(page.body.purchasereceives.map((r: any) => r.receive_id)).toEqual([b.receive_id, c.receive_id]);
    expect(page.body.page_context).toMatchObject({ page: 1, per_page: 2, has_more_page: true, sort_column: 'date', sort_order: 'A' });
    expectError(await client.get('/inventory/v1/purchasereceives', { per_page: 201 }), 400, 4);

    const statementsFor = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get('/inventory/v1/purchasereceives', { per_page: perPage }));
      expect(res.body.purchasereceives).toHaveLength(perPage);
      return receiveStatements(sql);
    };
    expect(await statementsFor(3)).toBe(await statementsFor(1));
  });

  it('reads and builds only what a list selects: each field alone answers as in the whole entry', async () => {
    const { client } = await platform.tenant();
    const warehouse = await location(client);
    const yard = await location(client);
    const supplier = await vendor(client, { contact_persons: [{ first_name: 'Ada', email: 'ada@example.com' }] });
    const persons = (await client.get(`/books/v3/contacts/${supplier.contact_id}`)).body.contact.contact_persons;
    const other = await vendor(client);
    const bolt = await stockItem(client, { purchase_rate: 7.5, unit: 'pcs' });
    const nut = await stockItem(client, { purchase_rate: 12.25 });
    const bill = async (receiveId: string, total: number) =>
      expectOk(await client.post(`/inventory/v1/purchasereceives/${receiveId}/bills`, { bill_number: unique('B'), due_date: '2099-01-01', total }), 201);

    // An order to a contact person, received in part: once with everything a receive may hold
    // (serial numbers, a batch, storages, another location, an attachment), partly billed; once in transit.
    const partly = await order(client, {
      vendor_id: supplier.contact_id,
      location_id: warehouse.location_id,
      contact_persons: [persons[0].contact_person_id],
      line_items: [
        { item_id: bolt.item_id, quantity: 10 },
        { item_id: nut.item_id, quantity: 4 },
      ],
    });
    const [boltLine, nutLine] = partly.line_items;
    const rich = await receive(client, partly.purchaseorder_id, {
      date: '2024-06-03',
      reference_number: 'A-rich',
      notes: 'Two pallets',
      terms: 'On delivery',
      custom_fields: [{ customfield_id: '42', label: 'Dock', value: 'North' }],
      billing_address: { address: '1 Main St', city: 'Springfield', zip: '12345', country: 'USA' },
      shipping_address: { address: '9 Dock Rd', city: 'Shelbyville' },
      tracking_number: 'TRK-1',
      carrier: 'DHL',
      delivery_method: 'Freight',
      delivery_method_id: '77',
      expected_delivery_date: '2024-06-01',
      shipment_delivered_date: '2024-06-02',
      line_items: [
        {
          line_item_id: boltLine.line_item_id,
          quantity: 2,
          warehouse_id: yard.location_id,
          serial_numbers: ['S1', 'S2'],
          item_custom_fields: [{ customfield_id: '7', label: 'Lot', value: 'L-9' }],
        },
        {
          line_item_id: nutLine.line_item_id,
          quantity: 2,
          batches: [{ batch_number: 'BA-1', quantity_in: 2, manufactured_date: '2024-01-01', expiry_date: '2026-01-01' }],
          storages: [{ storage_id: '5', quantity: 2 }],
        },
      ],
    });
    await bill(rich.receive_id, 10);
    const file = await upload(client, `/inventory/v1/purchasereceives/${rich.receive_id}/attachment`, [
      { bytes: Buffer.from('delivery note'), name: 'note.txt', type: 'text/plain' },
    ]);
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    await receive(client, partly.purchaseorder_id, {
      date: '2024-06-04',
      status: 'in_transit',
      reference_number: 'B-transit',
      tracking_link: 'https://track.example.com/1',
      line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1 }],
    });
    // Another vendor's order received in full and billed in full.
    const full = await order(client, { vendor_id: other.contact_id, line_items: [{ item_id: nut.item_id, quantity: 3, rate: 2 }] });
    const whole = await receive(client, full.purchaseorder_id, {
      date: '2024-06-05',
      reference_number: 'C-billed',
      line_items: [{ line_item_id: full.line_items[0].line_item_id, quantity: 3 }],
    });
    await bill(whole.receive_id, 6);
    // A draft, unbilled.
    const later = await order(client, { vendor_id: other.contact_id, line_items: [{ item_id: bolt.item_id, quantity: 5 }] });
    await receive(client, later.purchaseorder_id, {
      date: '2024-06-06',
      status: 'draft',
      reference_number: 'D-draft',
      line_items: [{ line_item_id: later.line_items[0].line_item_id, quantity: 1 }],
    });

    const list = (nodes: string, args = '') => `{ purchaseReceives(perPage: 10, sortColumn: DATE, sortOrder: A${args}) { nodes ${nodes} } }`;
    const entries = await expectEachFieldAlone(
      client,
      'PurchaseReceive',
      list,
      (data) => data.purchaseReceives.nodes,
      (e, selection) => `{ purchaseReceive(receiveId: "${e.receiveId}") ${selection} }`,
    );
    expect(entries.map((e) => [e.referenceNumber, e.status, e.billedStatus, e.isBilled, e.isPoMarkedAsReceived, e.isTrackingEnabled])).toEqual([
      ['A-rich', 'RECEIVED', 'PARTIALLY_BILLED', false, false, true],
      ['B-transit', 'IN_TRANSIT', 'UNBILLED', false, false, true],
      ['C-billed', 'RECEIVED', 'BILLED', true, true, false],
      ['D-draft', 'DRAFT', 'UNBILLED', false, false, false],
    ]);
    expect(entries[0]).toMatchObject({
      purchaseorderNumber: partly.purchaseorder_number,
      locationId: warehouse.location_id,
      branchName: warehouse.location_name,
      totalQuantityReceived: 4,
      total: 39.5,
      notes: 'Two pallets',
      customFields: [{ customfieldId: '42', label: 'Dock', value: 'North' }],
      contactPersons: [{ contactPersonId: persons[0].contact_person_id }],
      billingAddress: [{ address: '1 Main St', city: 'Springfield' }],
      documents: [{ fileName: 'note.txt' }],
      bills: [{ total: 10, status: 'OPEN' }],
      lineItems: [
        { serialNumbers: ['S1', 'S2'], warehouseName: yard.location_name, itemCustomFields: [{ label: 'Lot', value: 'L-9' }] },
        { batches: [{ batchNumber: 'BA-1', quantityIn: 2 }], storages: [{ storageId: '5', quantity: 2 }] },
      ],
    });
    expect(entries[1]).toMatchObject({ notes: null, contactPersons: [{ contactPersonId: persons[0].contact_person_id }], billingAddress: [], bills: [] });
    expect(entries[2]).toMatchObject({ contactPersons: [], documents: [] });

    // Two fields of the entries: one statement of the receives, reading their columns (and the id it
    // always reads), joining no order or location; no bill total, line, document, history or bill is read.
    const { value: two, sql } = await platform.statementsDuring(() => client.graphql(list('{ receiveNumber total }')));
    const purchases = sql.filter((statement) => statement.includes('"inventory"."purchase_'));
    expect(two.body.data.purchaseReceives.nodes).toEqual(entries.map((e) => ({ receiveNumber: e.receiveNumber, total: e.total })));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toContain('from "inventory"."purchase_receives" where');
    // Without a join the select names its columns unqualified.
    expect(columnsSelected(purchases[0])).toEqual(['id', 'receive_number', 'total']);

    // A search and a sort by order number join the order whatever the selection.
    const searched = await client.graphql(list('{ receiveNumber }', `, searchText: "${partly.purchaseorder_number}"`).replace('DATE', 'PURCHASEORDER_NUMBER'));
    expect(searched.body.errors).toBeUndefined();
    expect(searched.body.data.purchaseReceives.nodes.map((e: any) => e.receiveNumber).sort()).toEqual(
      [entries[0].receiveNumber, entries[1].receiveNumber].sort(),
    );

    // A filter on the bills' sums holds without reading them.
    const billed = await client.graphql(list('{ referenceNumber }', ', filterBy: STATUS_BILLED'));
    expect(billed.body.data.purchaseReceives.nodes).toEqual([{ referenceNumber: 'C-billed' }]);

    // Every field costs as many statements whatever the page size.
    const everything =
      '{ receiveId purchaseorderNumber billedStatus isPoMarkedAsReceived locationName contactPersons { contactPersonId } lineItems { warehouseName } documents { fileName } comments { description } bills { status } }';
    const statementsFor = async (perPage: number) => {
      const { value: res, sql: used } = await platform.statementsDuring(() => client.graphql(list(everything).replace('perPage: 10', `perPage: ${perPage}`)));
      expect(res.body.errors).toBeUndefined();
      return receiveStatements(used);
    };
    expect(await statementsFor(4)).toBe(await statementsFor(1));

    // The REST list's entries answer as the receive read whole does.
    const listed = await client.get('/inventory/v1/purchasereceives', { sort_column: 'date', sort_order: 'A' });
    expectOk(listed);
    expect(listed.body.purchasereceives).toHaveLength(4);
    for (const entry of listed.body.purchasereceives) {
      const one = await client.get(`/inventory/v1/purchasereceives/${entry.receive_id}`);
      expectOk(one);
      expect(Object.fromEntries(Object.keys(entry).map((key) => [key, one.body.purchase_receive[key]]))).toEqual(entry);
    }
  });
});
