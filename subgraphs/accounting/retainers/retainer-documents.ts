/**
 * Files attached to a retainer invoice: attach (at most MAX_DOCUMENTS), unlink, and the one to
 * download. The bytes live in the blob store under the document's id; the caller stores them
 * before and removes them after the transaction.
 */
import { asc, eq } from 'drizzle-orm';
import { retainerInvoiceDocuments } from '../../../drizzle/tables/accounting/retainers.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';

import { isId } from '../../core/values/ids.ts';
import type { RetainerInvoiceDocument } from '../generated/graphql.ts';
import { recordRetainerHistory } from './retainer-history.ts';
import { MAX_DOCUMENTS, type UploadedFile, fileTypeOf } from './retainer-rules.ts';
import { documentView, findRetainer } from './retainer-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export async function addDocuments(s: Scope, retainerinvoiceId: string, files: readonly UploadedFile[]): Promise<RetainerInvoiceDocument[]> {
  if (!files.length) throw invalid(['attachment'], 'is required: send at least one file');
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    const existing = await tx
      .select({ id: retainerInvoiceDocuments.id })
      .from(retainerInvoiceDocuments)
      .where(inOrg(retainerInvoiceDocuments, s.org.id, eq(retainerInvoiceDocuments.retainerinvoiceId, row.id)));
    if (existing.length + files.length > MAX_DOCUMENTS) {
      throw new KontorError(
        'LIMIT_EXCEEDED',
        `A retainer invoice holds at most ${MAX_DOCUMENTS} attachments; it has ${existing.length} and ${files.length} more were sent.`,
        { field: ['attachment'] },
      );
    }
    await tx.insert(retainerInvoiceDocuments).values(
      files.map((f) => ({
        id: f.id,
        organizationId: s.org.id,
        retainerinvoiceId: row.id,
        fileName: f.fileName,
        fileType: fileTypeOf(f),
        fileSize: f.size,
        createdAt: s.now,
      })),
    );
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'attachment_added', `Attached ${files.map((f) => f.fileName).join(', ')}.`, s.now);
    const all = await tx
      .select()
      .from(retainerInvoiceDocuments)
      .where(inOrg(retainerInvoiceDocuments, s.org.id, eq(retainerInvoiceDocuments.retainerinvoiceId, row.id)))
      .orderBy(asc(retainerInvoiceDocuments.id));
    return all.map((d) => documentView(d, s.org));
  });
}

/** Unlinks a document; the caller removes its blob after commit. */
export async function deleteDocument(s: Scope, retainerinvoiceId: string, documentId: string): Promise<string> {
  return s.db.transaction(async (tx) => {
    const row = await findRetainer(tx, s.org.id, retainerinvoiceId, { lock: true });
    if (!isId(documentId)) throw notFound('The document');
    const [removed] = await tx
      .delete(retainerInvoiceDocuments)
      .where(inOrg(retainerInvoiceDocuments, s.org.id, eq(retainerInvoiceDocuments.retainerinvoiceId, row.id), eq(retainerInvoiceDocuments.id, documentId)))
      .returning();
    if (!removed) throw notFound('The document');
    await recordRetainerHistory(tx, s.org.id, row.id, s.actor, 'attachment_removed', `Removed the attachment ${removed.fileName}.`, s.now);
    return removed.id;
  });
}

/** The document to download: the one named, else the latest attached. */
export async function attachmentOf(scope: Scope, retainerinvoiceId: string, documentId: string | null | undefined) {
  const { db, org } = scope;
  const row = await findRetainer(db, org.id, retainerinvoiceId);
  if (documentId != null && !isId(documentId)) throw notFound('The document');
  const docs = await db
    .select()
    .from(retainerInvoiceDocuments)
    .where(
      inOrg(
        retainerInvoiceDocuments,
        org.id,
        eq(retainerInvoiceDocuments.retainerinvoiceId, row.id),
        documentId ? eq(retainerInvoiceDocuments.id, documentId) : undefined,
      ),
    )
    .orderBy(asc(retainerInvoiceDocuments.id));
  const doc = docs.at(-1);
  if (!doc) throw notFound(documentId ? 'The document' : `An attachment of the retainer invoice ${row.retainerinvoiceNumber}`);
  return { documentId: doc.id, fileName: doc.fileName };
}
