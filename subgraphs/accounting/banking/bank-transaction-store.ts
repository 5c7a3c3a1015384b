/**
 * The SQL of bank transactions and statements: the row a write locks, chunked inserts, the
 * state columns a categorization sets and clears, and what refers to accounts and contacts.
 * Every statement is scoped to one organization.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { bankReconciliationTransactions, bankStatements, bankTransactions } from '../../../drizzle/tables/accounting/banking.ts';
import { notFound } from '../../core/values/errors.ts';

import { isId } from '../../core/values/ids.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type NewBankTransaction = typeof bankTransactions.$inferInsert;

/** Rows per insert statement and postings per postMany: well under PostgreSQL's 65,535 parameters. */
export const CHUNK = 1000;

/** The transaction a write changes, locked until its transaction ends: writers of one row take turns. */
export async function lockTransaction(tx: Tx, organizationId: string, transactionId: string): Promise<BankTransactionRow> {
  if (!isId(transactionId)) throw notFound('The bank transaction');
  const [row] = await tx
    .select()
    .from(bankTransactions)
    .where(inOrg(bankTransactions, organizationId, eq(bankTransactions.id, transactionId)))
    .for('update');
  if (!row) throw notFound('The bank transaction');
  return row;
}

/** The row a document wrote (source `document`), locked until its transaction ends; none when it wrote none. */
export async function lockDocumentTransaction(tx: Tx, organizationId: string, document: { type: string; id: string }): Promise<BankTransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(bankTransactions)
    .where(inOrg(bankTransactions, organizationId, eq(bankTransactions.documentType, document.type), eq(bankTransactions.documentId, document.id)))
    .for('update');
  return row;
}

export async function insertTransactions(tx: Tx, records: readonly NewBankTransaction[]): Promise<void> {
  for (let i = 0; i < records.length; i += CHUNK) await tx.insert(bankTransactions).values(records.slice(i, i + CHUNK));
}

export async function insertTransaction(tx: Tx, record: NewBankTransaction): Promise<BankTransactionRow> {
  const [row] = await tx.insert(bankTransactions).values(record).returning();
  return row;
}

export async function updateTransaction(tx: Tx, organizationId: string, transactionId: string, changes: Partial<NewBankTransaction>): Promise<void> {
  await tx
    .update(bankTransactions)
    .set(changes)
    .where(inOrg(bankTransactions, organizationId, eq(bankTransactions.id, transactionId)));
}

/** Deletes a transaction with its place in draft reconciliations. */
export async function deleteTransaction(tx: Tx, organizationId: string, transactionId: string): Promise<void> {
  await tx
    .delete(bankReconciliationTransactions)
    .where(inOrg(bankReconciliationTransactions, organizationId, eq(bankReconciliationTransactions.transactionId, transactionId)));
  await tx.delete(bankTransactions).where(inOrg(bankTransactions, organizationId, eq(bankTransactions.id, transactionId)));
}

export async function insertStatement(tx: Tx, statement: typeof bankStatements.$inferInsert): Promise<void> {
  await tx.insert(bankStatements).values(statement);
}

export async function findStatement(db: Executor, organizationId: string, statementId: string): Promise<typeof bankStatements.$inferSelect> {
  const [row] = await db
    .select()
    .from(bankStatements)
    .where(inOrg(bankStatements, organizationId, eq(bankStatements.id, statementId)));
  if (!row) throw notFound('The bank statement');
  return row;
}

/** The first transaction on an account or categorized into it, for `accountReferences`. */
export async function transactionUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ date: bankTransactions.date, accountId: bankTransactions.accountId })
    .from(bankTransactions)
    .where(inOrg(bankTransactions, organizationId, sql`(${bankTransactions.accountId} = ${accountId} or ${bankTransactions.offsetAccountId} = ${accountId})`))
    .limit(1);
  if (!row) return undefined;
  return row.accountId === accountId
    ? `the account of the bank transaction of ${row.date}`
    : `the account a bank transaction of ${row.date} is categorized into`;
}

export async function transactionNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ date: bankTransactions.date, vendor: sql<boolean>`${bankTransactions.vendorId} = ${contactId}` })
    .from(bankTransactions)
    .where(inOrg(bankTransactions, organizationId, or(eq(bankTransactions.customerId, contactId), eq(bankTransactions.vendorId, contactId))))
    .limit(1);
  return row ? `the ${row.vendor ? 'vendor' : 'customer'} of the bank transaction of ${row.date}` : undefined;
}

/** The first categorized transaction applying a tax (or a group holding it), for `taxReferences`. */
export async function transactionUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ date: bankTransactions.date })
    .from(bankTransactions)
    .where(
      inOrg(
        bankTransactions,
        organizationId,
        sql`(${bankTransactions.taxId} = ${taxId} or ${bankTransactions.taxComponents} @> ${JSON.stringify([{ tax_id: taxId }])}::jsonb)`,
      ),
    )
    .limit(1);
  return row ? `the tax of the bank transaction of ${row.date}` : undefined;
}
