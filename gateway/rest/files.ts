/**
 * Files on the REST wire: multipart forms read part by part (RestRoute.upload: each file
 * recognised by its first bytes and streamed into the blob store, removed again when the
 * request fails), and stored files streamed back (RestRoute.download: inline or attached,
 * images resized on request). The engine (engine.ts) decides what a form stands for.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore } from '../../subgraphs/core/platform/blobs.ts';
import { IMAGE_SIZES, type ImageSize, type Picture, canResize, detectKind, peek, refusedKind, resizedImage } from '../../subgraphs/core/platform/files.ts';
import { KontorError } from '../../subgraphs/core/values/errors.ts';
import { textRule } from '../guard/input-guard.ts';
import { type WireFailure, failure } from './envelope.ts';
import { DEFAULT_BODY_LIMIT, type RestDownload, type RestUpload } from './route.ts';
import { WireError } from './wire.ts';

/** The text fields of a multipart form sent to a route that takes no file. */
export async function receiveForm(request: FastifyRequest): Promise<Record<string, string>> {
  checkBoundary(request);
  const form: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { files: 1, fields: 100, fieldSize: DEFAULT_BODY_LIMIT } })) {
      if (part.type === 'file') {
        part.file.resume();
        throw new WireError(part.fieldname, 'this operation takes no file; send its fields only');
      }
      form[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } catch (error) {
    throw unreadableOr(error);
  }
  return form;
}

/** What an upload's form carried: its files as blob ids, its `JSONString` (parsed) if any, its other text fields. */
export interface Upload {
  files: string[];
  body?: unknown;
  fields: Record<string, string>;
}

const DEFAULT_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Reads a multipart request: each file of the route's part is recognised by its first bytes
 * and streamed into the blob store; text parts are the body (`JSONString`) or other fields.
 * On any refusal the files stored so far are removed.
 */
export async function receiveUpload(upload: RestUpload, request: FastifyRequest, organizationId: string, blobs: BlobStore): Promise<Upload> {
  const maxBytes = upload.maxBytes ?? DEFAULT_UPLOAD_BYTES;
  const maxFiles = upload.maxFiles ?? 1;
  checkBoundary(request);
  const files: string[] = [];
  const fields: Record<string, string> = {};
  let body: unknown = undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles + 1, fields: 100, fieldSize: DEFAULT_BODY_LIMIT } })) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (part.fieldname === 'JSONString') {
          try {
            body = JSON.parse(value);
          } catch (error) {
            throw new KontorError('INVALID_VALUE', `JSONString is not valid JSON: ${(error as Error).message}.`, {
              field: ['JSONString'],
              rule: 'must be valid JSON',
            });
          }
        } else fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== upload.part) {
        part.file.resume();
        throw new KontorError('INVALID_VALUE', `${part.fieldname}: this operation takes its file in the multipart field ${upload.part}.`, {
          field: [part.fieldname],
          rule: `send the file as ${upload.part}`,
        });
      }
      if (files.length >= maxFiles) {
        part.file.resume();
        throw new KontorError('LIMIT_EXCEEDED', `${upload.part}: at most ${maxFiles} file${maxFiles === 1 ? '' : 's'} per request.`, {
          field: [upload.part],
          rule: `at most ${maxFiles} files`,
        });
      }
      const nameRule = textRule(part.filename ?? '');
      if (nameRule) {
        part.file.resume();
        throw new KontorError('INVALID_VALUE', `Invalid value passed for ${upload.part}: its file name ${nameRule}.`, {
          field: [upload.part],
          rule: `its file name ${nameRule}`,
        });
      }
      const { head, whole } = await peek(part.file);
      const kind = await detectKind(head, part.filename, upload.kinds);
      if (!kind) {
        whole.resume();
        throw refusedKind(upload.part, part.filename, upload.kinds);
      }
      const blob = await blobs.put(organizationId, whole, {
        fileName: part.filename || `${upload.part}.${kind.kind}`,
        contentType: kind.contentType,
        maxBytes,
      });
      files.push(blob.id);
      if (part.file.truncated) throw tooLarge(upload, maxBytes);
    }
  } catch (error) {
    await discard(blobs, organizationId, files);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(upload, maxBytes);
    throw unreadableOr(error);
  }
  return { files, body, fields };
}

function tooLarge(upload: RestUpload, maxBytes: number): KontorError {
  return new KontorError('PAYLOAD_TOO_LARGE', `${upload.part}: the file is larger than the ${maxBytes} bytes this upload accepts.`, {
    field: [upload.part],
    rule: `must be at most ${maxBytes} bytes`,
  });
}

/** RFC 2046: a boundary is 1 to 70 characters; busboy would fail on a missing or overlong one. */
function checkBoundary(request: FastifyRequest): void {
  const boundary = /boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(request.headers['content-type'] ?? '');
  const length = (boundary?.[1] ?? boundary?.[2] ?? '').length;
  if (length < 1 || length > 70)
    throw new KontorError('INVALID_VALUE', 'The multipart body cannot be read: Content-Type must name a boundary of 1 to 70 characters.', {
      rule: 'must be multipart/form-data with a boundary of 1 to 70 characters',
    });
}

/** The client's unreadable multipart body as the refusal it is; any other error as it is. */
function unreadableOr(error: unknown): unknown {
  if (error instanceof WireError || !unreadableMultipart(error)) return error;
  return new KontorError(
    'INVALID_VALUE',
    `The multipart body cannot be read (${(error as Error).message}): send multipart/form-data with a boundary and whole parts.`,
    {
      rule: 'must be a well-formed multipart/form-data body',
    },
  );
}

/**
 * A body the multipart parser gives up on (no or overlong boundary, cut short, garbage, a part
 * over its limits) is the client's mistake, not ours: @fastify/multipart's own errors carry a
 * 4xx status, busboy's plain ones only their message.
 */
function unreadableMultipart(error: unknown): boolean {
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (typeof code === 'string' && code.startsWith('FST_') && typeof statusCode === 'number' && statusCode < 500) return true;
  return /multipart|boundary|part header|terminated early|needle/i.test(message ?? '');
}

/** Removes the blobs of a request that failed after its files were stored. */
export async function discard(blobs: BlobStore, organizationId: string | undefined, ids: string[]): Promise<void> {
  if (!organizationId) return;
  for (const id of ids) await blobs.delete(organizationId, id);
}

/**
 * Streams the blob a download route's field names (RestRoute.download), resized when an image
 * size is asked for; `fail` answers a refusal in the module's wire. A transient blob is removed
 * once the answer is over, sent whole or not.
 */
export async function download(
  spec: RestDownload,
  reply: FastifyReply,
  request: FastifyRequest,
  organizationId: string,
  data: unknown,
  blobs: BlobStore,
  fail: (failure: WireFailure) => FastifyReply,
): Promise<FastifyReply> {
  const id = (data as Record<string, unknown> | null | undefined)?.[spec.blobField ?? 'documentId'];
  if (spec.transient && typeof id === 'string') reply.raw.once('close', () => void blobs.delete(organizationId, id).catch(() => {}));
  const found = typeof id === 'string' ? await blobs.get(organizationId, id) : null;
  if (!found) return fail(failure('NOT_FOUND', 'The file does not exist.'));
  const query = request.query as Record<string, unknown>;
  const asked = typeof query.image_size === 'string' && query.image_size !== '' ? query.image_size : String(query.preview) === 'true' ? 'small' : undefined;
  if (asked !== undefined && !(asked in IMAGE_SIZES)) {
    found.stream.destroy();
    return fail(failure('INVALID_VALUE', `Invalid value passed for image_size: must be one of ${Object.keys(IMAGE_SIZES).join(', ')}.`));
  }
  let stream = found.stream;
  let resized: Picture | null = null;
  if (asked !== undefined && canResize(found.blob.contentType)) {
    resized = await resizedImage(found.stream, found.blob.contentType, asked as ImageSize);
    if (!resized) {
      // Bytes that only begin like an image or a PDF cannot be drawn, so they are served whole.
      const again = await blobs.get(organizationId, found.blob.id);
      if (!again) return fail(failure('NOT_FOUND', 'The file does not exist.'));
      stream = again.stream;
    }
  }
  const inline = String(query.inline) === 'true' || asked !== undefined;
  reply.code(200).type(resized?.contentType ?? found.blob.contentType);
  const fileName = resized && resized.contentType !== found.blob.contentType ? `${found.blob.fileName}.png` : found.blob.fileName;
  reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`);
  reply.header('content-length', resized ? resized.data.length : found.blob.size);
  return reply.send(resized?.data ?? stream);
}
