import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { RECEIPT_KINDS, canResize, detectKind, resizedImage } from '../../subgraphs/core/platform/files.ts';

// Before the imports run: pdf-parse, loaded in this thread, would replace them at once.
const builtIns = vi.hoisted(() => ({ push: Array.prototype.push, parse: JSON.parse }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c03' } })
    .png()
    .toBuffer();

describe('files', () => {
  it('recognises receipts by their bytes, not their names', async () => {
    const image = await png(4, 4);
    expect(await detectKind(image, 'scan.pdf', RECEIPT_KINDS)).toEqual({ kind: 'png', contentType: 'image/png' });
    expect(await detectKind(Buffer.from('just some words, no image here\n'.repeat(10)), 'fake.png', RECEIPT_KINDS)).toBeNull();
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(await detectKind(jpeg, 'photo.JPEG', RECEIPT_KINDS)).toEqual({ kind: 'jpeg', contentType: 'image/jpeg' });
    expect(await detectKind(jpeg, 'photo.jpg', RECEIPT_KINDS)).toEqual({ kind: 'jpg', contentType: 'image/jpeg' });
  });

  it('resizes readable images and answers null, without throwing, for bytes that only begin like one', async () => {
    expect(canResize('image/png')).toBe(true);
    expect(canResize('application/pdf')).toBe(true);
    expect(canResize('image/bmp')).toBe(false);
    const thumbnail = await resizedImage(Readable.from([await png(900, 300)]), 'image/png', 'small');
    expect(thumbnail?.contentType).toBe('image/png');
    expect(await sharp(thumbnail!.data).metadata()).toMatchObject({ format: 'png', width: 300, height: 100 });
    const broken = Buffer.concat([(await png(50, 50)).subarray(0, 40), Buffer.alloc(300, 7)]);
    expect(await resizedImage(Readable.from([broken]), 'image/png', 'small')).toBeNull();
    expect(await resizedImage(Readable.from([Buffer.from('%PDF-1.4')]), 'application/pdf', 'small')).toBeNull();
  });

  it("draws a PDF's first page without pdf.js replacing the platform's built-ins", async () => {
    const document = new PDFDocument({ size: [300, 600] });
    const parts: Buffer[] = [];
    document.on('data', (part: Buffer) => parts.push(part));
    const ended = new Promise((resolve) => document.on('end', resolve));
    document.text('Receipt 42').end();
    await ended;
    const picture = await resizedImage(Readable.from([Buffer.concat(parts)]), 'application/pdf', 'small');
    expect(picture?.contentType).toBe('image/png');
    expect(await sharp(picture!.data).metadata()).toMatchObject({ format: 'png', width: 150, height: 300 });
    // pdf-parse's polyfills replace these when it loads: it loads only in the drawing thread.
    expect(Array.prototype.push === builtIns.push && JSON.parse === builtIns.parse).toBe(true);
  });
});
