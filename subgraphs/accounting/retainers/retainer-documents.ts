/**
 * Files attached to a retainer invoice, declared on the documents kernel
 * (documents/document-files.ts): attach (at most MAX_DOCUMENTS), unlink, and the one to
 * download. The bytes live in the blob store under the document's id; the caller stores them
 * before and removes them after the transaction.
 */
import { retainerInvoiceDocuments } from '../../../drizzle/tables/accounting/retainers.ts';
import type { Scope } from '../../core/request/scope.ts';
import { type UploadedFile, documentFiles } from '../documents/document-files.ts';
import type { RetainerInvoiceDocument } from '../generated/graphql.ts';
import { recordRetainerHistory } from './retainer-history.ts';
import { MAX_DOCUMENTS } from './retainer-rules.ts';
import { findRetainer } from './retainer-views.ts';

const files = documentFiles({
  noun: 'retainer invoice',
  table: retainerInvoiceDocuments,
  documentColumn: retainerInvoiceDocuments.retainerinvoiceId,
  find: findRetainer,
  numberOf: (row) => row.retainerinvoiceNumber,
  record: (tx, scope, id, operation, description) => recordRetainerHistory(tx, scope.org.id, id, scope.actor, operation, description, scope.now),
  max: MAX_DOCUMENTS,
});

export const addDocuments = (s: Scope, retainerinvoiceId: string, uploaded: readonly UploadedFile[]): Promise<Omit<RetainerInvoiceDocument, '__typename'>[]> =>
  files.add(s, retainerinvoiceId, uploaded);

/** Unlinks a document; the caller removes its blob after commit. */
export const deleteDocument = (s: Scope, retainerinvoiceId: string, documentId: string): Promise<string> => files.remove(s, retainerinvoiceId, documentId);

/** The document to download: the one named, else the latest attached. */
export const attachmentOf = (scope: Scope, retainerinvoiceId: string, documentId: string | null | undefined) =>
  files.download(scope, retainerinvoiceId, documentId);
