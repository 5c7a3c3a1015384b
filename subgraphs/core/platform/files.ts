import { fileTypeFromBuffer } from 'file-type';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { KontorError } from '../values/errors.ts';

/**
 * What an upload may be, decided by its bytes (magic numbers, via file-type) and, where the
 * bytes cannot tell (text formats, old Office files sharing one container), by its extension.
 * A file named .png holding a PDF is refused as what it is.
 */
export type FileKind =
  | 'gif'
  | 'png'
  | 'jpeg'
  | 'jpg'
  | 'bmp'
  | 'webp'
  | 'pdf'
  | 'xls'
  | 'xlsx'
  | 'doc'
  | 'docx'
  | 'csv'
  | 'tsv'
  | 'txt'
  | 'zip'
  | 'ofx'
  | 'json';

/** Receipts (spec Limits: receipt extensions). */
export const RECEIPT_KINDS: readonly FileKind[] = ['gif', 'png', 'jpeg', 'jpg', 'bmp', 'pdf', 'xls', 'xlsx', 'doc', 'docx'];
/** Stock count import files (spec Limits). */
export const IMPORT_KINDS: readonly FileKind[] = ['csv', 'tsv', 'xls', 'xlsx'];
/** Files imported into analytics tables: CSV (streamed) or a JSON array of objects. */
export const TABLE_IMPORT_KINDS: readonly FileKind[] = ['csv', 'txt', 'json'];
/** Attachments of documents (reconciliations, receives, retainer invoices): receipts' kinds plus text and archives. */
export const ATTACHMENT_KINDS: readonly FileKind[] = [...RECEIPT_KINDS, 'webp', 'csv', 'tsv', 'txt', 'zip'];

const MIME: Record<FileKind, string> = {
  gif: 'image/gif',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  json: 'application/json',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  zip: 'application/zip',
  ofx: 'application/x-ofx',
};

/** How many leading bytes recognise a file. */
export const SNIFF_BYTES = 4100;

const TEXT_KINDS = new Set<FileKind>(['csv', 'tsv', 'txt', 'ofx', 'json']);
/** Bank statement files (accounting banking): CSV or tab-separated rows, OFX (1.x text or 2.x XML). */
export const STATEMENT_KINDS: readonly FileKind[] = ['csv', 'tsv', 'txt', 'ofx'];

/**
 * The kind of a file from its first bytes and its name, or null when it is none of `allowed`.
 * Old Office files (one OLE container for .xls and .doc) are told apart by the name.
 */
export async function detectKind(head: Uint8Array, fileName: string, allowed: readonly FileKind[]): Promise<{ kind: FileKind; contentType: string } | null> {
  const extension = (fileName.split('.').pop() ?? '').toLowerCase() as FileKind;
  const detected = await fileTypeFromBuffer(head);
  let kind: FileKind | undefined;
  if (!detected) {
    // No magic number: only plain text may pass, and only under a text extension.
    if (TEXT_KINDS.has(extension) && isText(head)) kind = extension;
  } else if (detected.ext === 'xml') {
    // OFX 2.x is XML: only under its own extension.
    if (extension === 'ofx') kind = 'ofx';
  } else if (detected.ext === 'cfb') {
    if (extension === 'xls' || extension === 'doc') kind = extension;
  } else if (detected.ext === 'jpg') {
    kind = extension === 'jpeg' ? 'jpeg' : 'jpg';
  } else if (detected.ext in MIME) {
    kind = detected.ext as FileKind;
  }
  if (!kind) return null;
  if (!allowed.includes(kind)) {
    if (kind === 'jpg' && allowed.includes('jpeg')) kind = 'jpeg';
    else if (kind === 'jpeg' && allowed.includes('jpg')) kind = 'jpg';
    else return null;
  }
  return { kind, contentType: MIME[kind] };
}

function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // A multi-byte character cut at the end of the sample is fine; invalid UTF-8 elsewhere is not.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}

/** The error for a file of a refused kind, naming the field and the kinds it takes. */
export function refusedKind(field: string, fileName: string, allowed: readonly FileKind[]): KontorError {
  return new KontorError(
    'INVALID_VALUE',
    `${field}: ${fileName || 'the file'} is not an accepted file; send one of ${allowed.join(', ')} (checked by content, not only by name).`,
    {
      field: [field],
      rule: `must be one of ${allowed.join(', ')}`,
    },
  );
}

/**
 * Splits a stream into its first `bytes` bytes and a stream of everything (those bytes
 * included), so a file can be recognised before it is stored without buffering the rest.
 */
export async function peek(source: AsyncIterable<Uint8Array>, bytes = SNIFF_BYTES): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(Buffer.from(next.value));
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all(): AsyncGenerator<Uint8Array> {
    if (head.length) yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: head.subarray(0, bytes), whole: Readable.from(all(), { objectMode: false }) };
}

/** Longest side in pixels of each image size a download may ask for (`image_size`); `preview` is `small`. */
export const IMAGE_SIZES = { xlarge: 1600, large: 800, small: 300, tiny: 100 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

/** Whether `resizedImage` can make a smaller picture of files of this content type. */
export function canResize(contentType: string): boolean {
  return RESIZABLE.has(contentType);
}

/** A picture made for a download that asked for an image size. */
export interface Picture {
  data: Buffer;
  contentType: string;
}

/**
 * A picture of a file at most `size` on its longest side, never larger than the original: an
 * image resized in its own format, a PDF's first page rendered to PNG (pdf.js through pdf-parse,
 * drawn on the canvas package npm ships prebuilt). Null when the file is neither, or its bytes
 * only begin like one, so the caller serves it whole. The picture is made in memory before
 * anything is answered: a stream that failed half-way would leave the client a broken response
 * under an image content type, and the error handler could not answer in its place.
 */
export async function resizedImage(source: Readable, contentType: string, size: ImageSize): Promise<Picture | null> {
  if (!RESIZABLE.has(contentType)) return null;
  const side = IMAGE_SIZES[size];
  if (contentType === 'application/pdf') return firstPage(source, side);
  const resizer = sharp({ animated: false }).resize(side, side, { fit: 'inside', withoutEnlargement: true });
  source.on('error', (error) => resizer.destroy(error));
  try {
    return { data: await source.pipe(resizer).toBuffer(), contentType };
  } catch {
    source.destroy();
    return null;
  }
}

async function firstPage(source: Readable, side: number): Promise<Picture | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.from(chunk));
  // Rendered twice the size asked for, then fitted by sharp, so text stays legible.
  const page = await pdfPage(Buffer.concat(chunks), side * 2);
  if (!page) return null;
  try {
    const data = await sharp(page).resize(side, side, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    return { data, contentType: 'image/png' };
  } catch {
    return null;
  }
}

/** A PDF's first page as PNG bytes, drawn in a thread of its own (pdf-page-thread.mjs); null when it cannot be drawn. */
function pdfPage(data: Buffer, width: number): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./pdf-page-thread.mjs', import.meta.url), {
      workerData: { data, width },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.once('message', (page: Uint8Array | null) => resolve(page));
    worker.once('error', () => resolve(null));
    worker.once('exit', () => resolve(null));
  });
}
