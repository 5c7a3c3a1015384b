/**
 * Files attached to a document (POST|GET|DELETE /<plural>/{id}/attachment): attach up to a
 * limit, the one to download (the one named, else the latest), unlink. A kind declares its file
 * table (`{ id, organizationId, <parent>Id, ...attachedFile(), createdAt }`), how its document
 * is found and how its history records, and gets the three operations. The bytes live in the
 * blob store under the file's id: the REST layer stores an upload before the operation runs (and
 * removes it when the operation fails); the caller removes an unlinked file's bytes after the
 * transaction commits (`removeBlobs`).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import type { SubgraphContext } from '../../core/request/context.ts';
import type { Scope } from '../../core/request/scope.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { EmailAttachment } from '../../messaging/api.ts';
import type { DocumentFile } from '../generated/graphql.ts';

/** Files one document holds. */
export const MAX_FILES = 10;

/** A kind's file table: its own document column, and the columns of `attachedFile()`. */
type FileTable = PgTable & {
  id: PgColumn;
  organizationId: PgColumn;
  fileName: PgColumn;
  fileType: PgColumn;
  fileSize: PgColumn;
  createdAt: PgColumn;
};

interface FileRow {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  createdAt: Date;
}

/** An uploaded blob as an operation links it: read before its transaction (PGlite has one connection). */
export interface UploadedFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/tab-separated-values': 'tsv',
  'application/zip': 'zip',
  'application/pdf': 'pdf',
};

/** The kind of a file as the family names it: the extension of its name, else of its content type. */
export function fileTypeOf(file: UploadedFile): string {
  const extension = file.fileName.includes('.') ? file.fileName.split('.').pop()!.toLowerCase() : '';
  return extension || EXTENSION_OF[file.contentType] || file.contentType.split('/').pop() || 'file';
}

/** The uploaded blobs named by an operation's argument, as the service links them. */
export async function uploadedFiles(ctx: Pick<SubgraphContext, 'blobs'>, organizationId: string, ids: readonly string[]): Promise<UploadedFile[]> {
  return Promise.all(
    ids.map(async (id) => {
      const blob = await ctx.blobs.stat(organizationId, id);
      if (!blob) throw notFound(`The uploaded file ${id}`);
      return { id: blob.id, fileName: blob.fileName, contentType: blob.contentType, size: blob.size };
    }),
  );
}

/** The bytes of uploaded blobs, for a mail that carries them (read before the mail's transaction). */
export async function uploadedContents(ctx: Pick<SubgraphContext, 'blobs'>, organizationId: string, ids: readonly string[]): Promise<EmailAttachment[]> {
  const files: EmailAttachment[] = [];
  for (const id of ids) {
    const found = await ctx.blobs.get(organizationId, id);
    if (!found) throw notFound(`The uploaded file ${id}`);
    const chunks: Buffer[] = [];
    for await (const chunk of found.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    files.push({ fileName: found.blob.fileName, contentType: found.blob.contentType, content: Buffer.concat(chunks) });
  }
  return files;
}

/**
 * A document mail sent with files uploaded for it (multipart `attachments`): their contents go to
 * `send`, and the uploads are removed once it has returned — the mail holds its own copy, the
 * uploads were only the way in.
 */
export async function mailWithUploads<T>(
  ctx: Pick<SubgraphContext, 'blobs'>,
  organizationId: string,
  ids: readonly string[] | null | undefined,
  send: (files: EmailAttachment[]) => Promise<T>,
): Promise<T> {
  const uploads = ids ?? [];
  const sent = await send(await uploadedContents(ctx, organizationId, uploads));
  await removeBlobs(ctx, organizationId, uploads);
  return sent;
}

/** Removes blobs whose rows are gone (after the transaction that unlinked them committed). */
export async function removeBlobs(ctx: Pick<SubgraphContext, 'blobs'>, organizationId: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) await ctx.blobs.delete(organizationId, id);
}

export function fileView(row: FileRow, scope: Pick<Scope, 'org'>): DocumentFile {
  return {
    documentId: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadedTime: formatTimestamp(row.createdAt, scope.org.timeZone),
  };
}

/**
 * A kind's attachments. `find` reads (and locks) the document in the organization, refusing
 * another organization's as not found; `record` writes its history entry in the same
 * transaction.
 */
export function documentFiles<Row extends { id: string }>(spec: {
  /** The kind in words, for errors ("A sales order holds at most…"). */
  noun: string;
  table: FileTable;
  documentColumn: PgColumn;
  find(db: Executor, organizationId: string, id: string, options?: { lock?: boolean }): Promise<Row>;
  numberOf(row: Row): string;
  record(tx: Tx, scope: Scope, documentId: string, operation: 'attachment_added' | 'attachment_removed', description: string): Promise<unknown>;
  max?: number;
}) {
  const t = spec.table as unknown as FileTable;
  const documentKey = Object.entries(spec.table).find(([, column]) => column === spec.documentColumn)![0];
  const max = spec.max ?? MAX_FILES;
  const filesOf = (db: Executor, organizationId: string, documentId: string, documentId2?: string) =>
    db
      .select()
      .from(t)
      .where(inOrg(t, organizationId, eq(spec.documentColumn, documentId), documentId2 ? eq(t.id, documentId2) : undefined))
      .orderBy(asc(t.createdAt), asc(t.id)) as unknown as Promise<FileRow[]>;
  return {
    /** Every file of a document, oldest first. */
    list: (db: Executor, organizationId: string, documentId: string) => filesOf(db, organizationId, documentId),
    /** The files of several documents, oldest first each, in one statement (a page of documents). */
    async ofMany(db: Executor, scope: Pick<Scope, 'org'>, documentIds: readonly string[]): Promise<Map<string, DocumentFile[]>> {
      const byDocument = new Map<string, DocumentFile[]>();
      if (!documentIds.length) return byDocument;
      const rows = (await db
        .select()
        .from(t)
        .where(inOrg(t, scope.org.id, inArray(spec.documentColumn, [...documentIds])))
        .orderBy(asc(t.createdAt), asc(t.id))) as unknown as (FileRow & Record<string, string>)[];
      for (const row of rows) {
        const parent = row[documentKey];
        byDocument.set(parent, [...(byDocument.get(parent) ?? []), fileView(row, scope)]);
      }
      return byDocument;
    },
    /** Links uploaded files to the document, within its limit, in one transaction with its history entry. */
    async add(scope: Scope, documentId: string, files: readonly UploadedFile[]): Promise<DocumentFile[]> {
      if (!files.length) throw invalid(['attachment'], 'is required: send at least one file');
      return scope.db.transaction(async (tx) => {
        const row = await spec.find(tx, scope.org.id, documentId, { lock: true });
        const existing = await filesOf(tx, scope.org.id, row.id);
        if (existing.length + files.length > max) {
          throw new KontorError(
            'LIMIT_EXCEEDED',
            `A ${spec.noun} holds at most ${max} attachments; it has ${existing.length} and ${files.length} more were sent.`,
            { field: ['attachment'], rule: `at most ${max} attachments` },
          );
        }
        await tx.insert(t).values(
          files.map((f) => ({
            id: f.id,
            organizationId: scope.org.id,
            [documentKey]: row.id,
            fileName: f.fileName,
            fileType: fileTypeOf(f),
            fileSize: f.size,
            createdAt: scope.now,
          })),
        );
        await spec.record(tx, scope, row.id, 'attachment_added', `Attached ${files.map((f) => f.fileName).join(', ')}.`);
        return (await filesOf(tx, scope.org.id, row.id)).map((f) => fileView(f, scope));
      });
    },
    /** The file to download: the one named, else the latest attached. */
    async download(scope: Scope, documentId: string, fileId: string | null | undefined): Promise<{ documentId: string; fileName: string }> {
      const row = await spec.find(scope.db, scope.org.id, documentId);
      if (fileId != null && !isId(fileId)) throw notFound('The document');
      const file = (await filesOf(scope.db, scope.org.id, row.id, fileId ?? undefined)).at(-1);
      if (!file) throw notFound(fileId ? 'The document' : `An attachment of the ${spec.noun} ${spec.numberOf(row)}`);
      return { documentId: file.id, fileName: file.fileName };
    },
    /** Unlinks a file (the one named, else the latest); the caller removes its blob after commit. */
    async remove(scope: Scope, documentId: string, fileId: string | null | undefined): Promise<string> {
      return scope.db.transaction(async (tx) => {
        const row = await spec.find(tx, scope.org.id, documentId, { lock: true });
        if (fileId != null && !isId(fileId)) throw notFound('The document');
        const file = (await filesOf(tx, scope.org.id, row.id, fileId ?? undefined)).at(-1);
        if (!file) throw notFound(fileId ? 'The document' : `An attachment of the ${spec.noun} ${spec.numberOf(row)}`);
        await tx.delete(t).where(inOrg(t, scope.org.id, eq(t.id, file.id)));
        await spec.record(tx, scope, row.id, 'attachment_removed', `Removed the attachment ${file.fileName}.`);
        return file.id;
      });
    },
    /** Unlinks every file of a document being deleted (in its transaction); the ids, whose blobs the caller removes after commit. */
    async removeAll(tx: Tx, organizationId: string, documentId: string): Promise<string[]> {
      const removed = (await tx
        .delete(t)
        .where(inOrg(t, organizationId, eq(spec.documentColumn, documentId)))
        .returning({ id: t.id })) as { id: string }[];
      return removed.map((r) => r.id);
    },
  };
}
