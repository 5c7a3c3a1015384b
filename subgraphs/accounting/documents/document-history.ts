/**
 * The history of a document: entries the platform writes in the transaction of every change
 * (created, updated, sent, voided, payments…) and comments people add, change and delete, in the
 * kind's comment table (`commentEntry` columns, drizzle/columns.ts). A kind declares its history
 * once, `documentHistory(table, documentColumn)`, and gets the writing, the reading and the
 * comment rules; `historyEntryView` (core/books/history.ts) is what every entry shows.
 */
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import type { Actor, Scope } from '../../core/request/scope.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { type HistoryEntryRow, historyEntryView } from '../../core/books/history.ts';

/** A kind's comment table: its own document column, and the entry columns every history has. */
type CommentTable = PgTable & {
  id: PgColumn;
  organizationId: PgColumn;
  commentType: PgColumn;
  operationType: PgColumn;
  description: PgColumn;
  commentedById: PgColumn;
  commentedBy: PgColumn;
  createdAt: PgColumn;
};

export interface DocumentHistory<Row extends HistoryEntryRow, Operation extends string> {
  /** An entry of a document's history, written at `at` (the scope's, or a job run's or callback's time); `commented` is a person's. */
  record(tx: Tx, organizationId: string, documentId: string, actor: Actor, operation: Operation, description: string, at: Date): Promise<Row>;
  /** The history of one document, oldest first. */
  of(db: Executor, organizationId: string, documentId: string): Promise<Row[]>;
  /** A comment a person wrote on the document, locked; the platform's own entries cannot be changed or deleted. */
  userComment(tx: Tx, organizationId: string, documentId: string, commentId: string): Promise<Row>;
  /** A person's comment rewritten (its time of change kept where the table has one). */
  rewrite(tx: Tx, organizationId: string, comment: Row, description: string, at: Date): Promise<Row>;
  remove(tx: Tx, organizationId: string, comment: Row): Promise<void>;
}

export function documentHistory<T extends CommentTable, Operation extends string = string>(
  table: T,
  documentColumn: PgColumn,
): DocumentHistory<T['$inferSelect'] & HistoryEntryRow, Operation> {
  type Row = T['$inferSelect'] & HistoryEntryRow;
  // Drizzle's builders do not follow a generic table's columns; the shapes are fixed by CommentTable.
  const t = table as unknown as PgTable & CommentTable & { updatedAt?: PgColumn };
  const documentKey = Object.entries(table).find(([, column]) => column === documentColumn)![0];
  return {
    async record(tx, organizationId, documentId, actor, operation, description, at) {
      const [row] = await tx
        .insert(t)
        .values({
          id: newId(),
          organizationId,
          [documentKey]: documentId,
          commentType: operation === 'commented' ? 'user' : 'system',
          operationType: operation,
          description,
          commentedById: actor.userId,
          commentedBy: actor.name,
          createdAt: at,
        } as never)
        .returning();
      return row as Row;
    },
    async of(db, organizationId, documentId) {
      const rows = await db
        .select()
        .from(t)
        .where(inOrg(t, organizationId, eq(documentColumn, documentId)))
        .orderBy(asc(t.createdAt), asc(t.id));
      return rows as Row[];
    },
    async userComment(tx, organizationId, documentId, commentId) {
      if (!isId(commentId)) throw notFound('The comment');
      const [comment] = (await tx
        .select()
        .from(t)
        .where(inOrg(t, organizationId, eq(documentColumn, documentId), eq(t.id, commentId)))
        .for('update')) as Row[];
      if (!comment) throw notFound('The comment');
      if (comment.commentType !== 'user')
        throw cannotMove({ kind: 'comment', name: commentId, state: 'an entry of the history the platform writes' }, 'changed or deleted');
      return comment;
    },
    async rewrite(tx, organizationId, comment, description, at) {
      const [row] = await tx
        .update(t)
        .set({ description, ...(t.updatedAt ? { updatedAt: at } : {}) } as never)
        .where(inOrg(t, organizationId, eq(t.id, comment.id)))
        .returning();
      return row as Row;
    },
    async remove(tx, organizationId, comment) {
      await tx.delete(t).where(inOrg(t, organizationId, eq(t.id, comment.id)));
    },
  };
}

/**
 * The comment routes of a kind (list, add, change, delete), on its history: the document is
 * found first (another organization's is absent), a blank comment is refused, and the
 * platform's own entries cannot be changed or deleted. An entry reads as the history entry
 * every record has, with the document's id under `idKey` and its `transactionType`.
 */
export function documentComments<Row extends HistoryEntryRow, IdKey extends string>(spec: {
  history: DocumentHistory<Row, string>;
  find: (db: Executor, organizationId: string, documentId: string) => Promise<{ id: string }>;
  idKey: IdKey;
  transactionType: string;
}) {
  type View = ReturnType<typeof historyEntryView> & Record<IdKey, string> & { transactionId: string; transactionType: string };
  const view = (scope: Scope, documentId: string, row: Row): View =>
    ({
      ...historyEntryView(row, scope.org, scope.now),
      [spec.idKey]: documentId,
      transactionId: documentId,
      transactionType: spec.transactionType,
    }) as View;
  const commentText = (description: string) => {
    const comment = description.trim();
    if (!comment) throw invalid(['input', 'description'], 'must not be blank');
    return comment;
  };
  const userComment = async (tx: Tx, scope: Scope, documentId: string, commentId: string) => {
    const document = await spec.find(tx, scope.org.id, documentId);
    return { document, comment: await spec.history.userComment(tx, scope.org.id, document.id, commentId) };
  };
  return {
    async list(scope: Scope, documentId: string): Promise<View[]> {
      const document = await spec.find(scope.db, scope.org.id, documentId);
      return (await spec.history.of(scope.db, scope.org.id, document.id)).map((row) => view(scope, document.id, row));
    },
    add(scope: Scope, documentId: string, description: string): Promise<View> {
      const comment = commentText(description);
      return scope.db.transaction(async (tx) => {
        const document = await spec.find(tx, scope.org.id, documentId);
        return view(scope, document.id, await spec.history.record(tx, scope.org.id, document.id, scope.actor, 'commented', comment, scope.now));
      });
    },
    update(scope: Scope, documentId: string, commentId: string, description: string): Promise<View> {
      const text = commentText(description);
      return scope.db.transaction(async (tx) => {
        const { document, comment } = await userComment(tx, scope, documentId, commentId);
        return view(scope, document.id, await spec.history.rewrite(tx, scope.org.id, comment, text, scope.now));
      });
    },
    remove(scope: Scope, documentId: string, commentId: string): Promise<string> {
      return scope.db.transaction(async (tx) => {
        const { comment } = await userComment(tx, scope, documentId, commentId);
        await spec.history.remove(tx, scope.org.id, comment);
        return comment.id;
      });
    },
  };
}
