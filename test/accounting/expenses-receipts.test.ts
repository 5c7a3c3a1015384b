import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobs } from '../../drizzle/tables/core/blobs.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { download, expectBalanced, expense, expenseTenant, upload } from './expense-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();

function pdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Receipt: 1 coffee, 3.50');
    doc.end();
  });
}

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Receipt').addRow(['Coffee', 3.5]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const blobExists = (organizationId: string, id: string) => platform.app.runtime.blobs.stat(organizationId, id).then((b) => b !== null);

describe('expense receipts', () => {
  it("attaches png, jpeg, pdf and xlsx receipts checked by content, previews images and a PDF's first page, and serves the rest whole", async () => {
    const { client, organizationId, accounts } = await expenseTenant(platform);
    const saved = await expense(client, { account_id: accounts['Meals and Entertainment'], date: '2024-05-02', amount: 3.5 });
    expect((await download(client, `/books/v3/expenses/${saved.expense_id}/receipt`)).status).toBe(404);

    const image = await png(1200, 600);
    const attached = await upload(client, 'POST', `/books/v3/expenses/${saved.expense_id}/receipt`, {
      receipt: { bytes: image, name: 'lunch.png', type: 'image/png' },
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body).toMatchObject({
      code: 0,
      message: 'The expense receipt has been attached.',
      expense: { expense_receipt_name: 'lunch.png', expense_receipt_type: 'png', has_receipt: true },
    });

    const whole = await download(client, `/books/v3/expenses/${saved.expense_id}/receipt`);
    expect(whole.status).toBe(200);
    expect(whole.type).toBe('image/png');
    expect(whole.disposition).toBe('attachment; filename="lunch.png"');
    expect(whole.bytes.equals(image)).toBe(true);
    const preview = await download(client, `/erp/v3/expenses/${saved.expense_id}/receipt`, { preview: 'true' });
    expect(preview.status).toBe(200);
    expect(preview.type).toBe('image/png');
    expect(preview.disposition?.startsWith('inline')).toBe(true);
    expect(await sharp(preview.bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 150 });
    const tiny = await download(client, `/books/v3/expenses/${saved.expense_id}/receipt`, { image_size: 'tiny' });
    expect(await sharp(tiny.bytes).metadata()).toMatchObject({ width: 100, height: 50 });

    // A second receipt replaces the first, whose bytes are removed.
    const first = (await client.graphql(`{ expenseReceipt(expenseId: "${saved.expense_id}") { documentId fileName fileType contentType size } }`)).body.data
      .expenseReceipt;
    expect(first).toMatchObject({ fileName: 'lunch.png', fileType: 'png', contentType: 'image/png', size: image.length });
    const photo = await jpeg(400, 800);
    const replaced = await upload(client, 'POST', `/erp/v3/expenses/${saved.expense_id}/receipt`, { receipt: { bytes: photo, name: 'photo.JPG' } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.expense).toMatchObject({ expense_receipt_name: 'photo.JPG', expense_receipt_type: 'jpg' });
    expect(await blobExists(organizationId, first.documentId)).toBe(false);
    const small = await download(client, `/books/v3/expenses/${saved.expense_id}/receipt`, { preview: 'true' });
    expect(small.type).toBe('image/jpeg');
    expect(await sharp(small.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 150, height: 300 });

    const document = await pdf();
    expect((await upload(client, 'POST', `/books/v3/expenses/${saved.expense_id}/receipt`, { receipt: { bytes: document, name: 'receipt.pdf' } })).status).toBe(
      200,
    );
    const pdfPreview = await download(client, `/books/v3/expenses/${saved.expense_id}/receipt`, { preview: 'true' });
    // The first page drawn to PNG: a US Letter page fitted into 300 px, with its text in ink.
    expect(pdfPreview.type).toBe('image/png');
    expect(pdfPreview.disposition).toBe('inline; filename="receipt.pdf.png"');
    expect(await sharp(pdfPreview.bytes).metadata()).toMatchObject({ format: 'png', width: 232, height: 300 });
    const ink = await sharp(pdfPreview.bytes).flatten({ background: '#fff' }).greyscale().stats();
    expect(ink.channels[0].min).toBeLessThan(200);
    expect(ink.channels[0].max).toBe(255);
    const wholePdf = await download(client, `/books/v3/expenses/${saved.expense_id}/receipt`);
    expect(wholePdf.type).toBe('application/pdf');
    expect(wholePdf.bytes.equals(document)).toBe(true);

    const sheet = await xlsx();
    const asSheet = await upload(client, 'POST', `/books/v3/expenses/${saved.expense_id}/receipt`, { receipt: { bytes: sheet, name: 'receipt.xlsx' } });
    expect(asSheet.status, JSON.stringify(asSheet.body)).toBe(200);
    expect(asSheet.body.expense.expense_receipt_type).toBe('xlsx');
    expect((await download(client, `/books/v3/expenses/${saved.expense_id}/receipt`)).type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );

    const history = (await client.get(`/books/v3/expenses/${saved.expense_id}/comments`)).body.comments.map((c: any) => c.operation_type);
    expect(history).toEqual(['added', 'receipt_attached', 'receipt_attached', 'receipt_attached', 'receipt_attached']);

    const current = (await client.graphql(`{ expenseReceipt(expenseId: "${saved.expense_id}") { documentId } }`)).body.data.expenseReceipt.documentId;
    const removed = await client.delete(`/books/v3/expenses/${saved.expense_id}/receipt`);
    expect(removed.body).toEqual({ code: 0, message: 'The attached expense receipt has been deleted.' });
    expect(await blobExists(organizationId, current)).toBe(false);
    expect((await client.get(`/books/v3/expenses/${saved.expense_id}`)).body.expense).toMatchObject({ has_receipt: false, expense_receipt_name: '' });
    const again = await client.delete(`/books/v3/expenses/${saved.expense_id}/receipt`);
    expectFailure(again, 1002, 404);
    expect((await download(client, `/books/v3/expenses/${saved.expense_id}/receipt`)).status).toBe(404);
  });

  it('refuses files that are not receipts whatever their name, and files over the limit, keeping nothing', async () => {
    const { client, organizationId, accounts } = await expenseTenant(platform);
    const saved = await expense(client, { account_id: accounts['Office Supplies'], date: '2024-05-02', amount: 1 });
    const path = `/books/v3/expenses/${saved.expense_id}/receipt`;
    const count = async () => (await platform.database.db.select({ id: blobs.id }).from(blobs).where(eq(blobs.organizationId, organizationId))).length;

    const text = await upload(client, 'POST', path, {
      receipt: { bytes: Buffer.from('this is not an image at all, just words\n'.repeat(20)), name: 'fake.png', type: 'image/png' },
    });
    expectFailure(text, 4);
    expect(text.body.message).toContain('receipt');
    expect(text.body.message).toContain('gif, png, jpeg, jpg, bmp, pdf, xls, xlsx, doc, docx');
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await upload(client, 'POST', path, { receipt: { bytes: webp, name: 'photo.webp' } })).status).toBe(400);
    const zipped = await upload(client, 'POST', path, { receipt: { bytes: Buffer.from('PK\u0003\u0004 not really a zip'), name: 'receipt.zip' } });
    expect(zipped.status).toBe(400);
    const wrongField = await upload(client, 'POST', path, { fields: {}, receipt: undefined });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toContain('receipt');

    const big = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(client, 'POST', path, { receipt: { bytes: big, name: 'huge.png' } });
    expectFailure(tooLarge, 7, 413);
    expect(await count()).toBe(0);

    const missing = await upload(client, 'POST', '/books/v3/expenses/123456789/receipt', { receipt: { bytes: await png(5, 5), name: 'a.png' } });
    expect(missing.status).toBe(404);
    expect(await count()).toBe(0);
    expect((await client.get(path.replace('/receipt', ''))).body.expense.has_receipt).toBe(false);
  });

  it('records an expense with its receipt in one multipart request, and deletes the receipt with the expense', async () => {
    const { client, organizationId, accounts } = await expenseTenant(platform);
    const body = { account_id: accounts['Travel Expense'], date: '2024-05-03', amount: 42, reference_number: 'TAXI-1' };
    const created = await upload(client, 'POST', '/erp/v3/expenses', {
      fields: { JSONString: JSON.stringify(body) },
      receipt: { bytes: await jpeg(50, 50), name: 'taxi.jpeg' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.expense).toMatchObject({
      amount: 42,
      reference_number: 'TAXI-1',
      expense_receipt_name: 'taxi.jpeg',
      expense_receipt_type: 'jpeg',
      has_receipt: true,
    });
    const id = created.body.expense.expense_id;
    const { documentId } = (await client.graphql(`{ expenseReceipt(expenseId: "${id}") { documentId } }`)).body.data.expenseReceipt;

    const refused = await upload(client, 'POST', '/books/v3/expenses', {
      fields: { JSONString: JSON.stringify({ ...body, reference_number: 'x'.repeat(101) }) },
      receipt: { bytes: await jpeg(50, 50), name: 'taxi.jpeg' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('reference_number');

    // Bytes that begin like a PNG but are not one: accepted by kind, previewed as they are (never a 500).
    const broken = Buffer.concat([(await png(50, 50)).subarray(0, 40), Buffer.alloc(300, 7)]);
    expect((await upload(client, 'POST', `/books/v3/expenses/${id}/receipt`, { receipt: { bytes: broken, name: 'broken.png' } })).status).toBe(200);
    const asIs = await download(client, `/books/v3/expenses/${id}/receipt`, { preview: 'true' });
    expect(asIs.status).toBe(200);
    expect(asIs.bytes.equals(broken)).toBe(true);
    const second = (await client.graphql(`{ expenseReceipt(expenseId: "${id}") { documentId } }`)).body.data.expenseReceipt.documentId;
    expect(await blobExists(organizationId, documentId)).toBe(false);

    expectOk(await client.delete(`/books/v3/expenses/${id}`));
    expect(await blobExists(organizationId, second)).toBe(false);
    await expectBalanced(platform, organizationId);
  });
});
