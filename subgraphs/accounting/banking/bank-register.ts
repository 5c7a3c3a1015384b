/**
 * The bank register's rows written by documents: a document that pays from a bank or credit-card
 * account, or takes money into one (a vendor payment, a vendor's refund), has one categorized
 * bank transaction there (source `document`), so the account's transactions and its
 * reconciliations see it as they see an expense categorized by hand. The document posts the
 * ledger itself; its row here posts nothing. In the document's own transaction:
 *
 *   await enterRegister(tx, scope, { document: { type: 'vendor_payment', id, label }, accountId, ... });
 *   await leaveRegister(tx, scope, { type: 'vendor_payment', id, label });
 *
 * `enterRegister` writes or rewrites the row (and removes it when the account is a cash account,
 * which has no register); `leaveRegister` removes it. While a completed reconciliation holds the
 * row, what the bank saw (account, date, direction, amount, charges) cannot change and the row
 * cannot go: the document's change is refused until the reconciliation is undone. The bank
 * transaction routes refuse to change, uncategorize or delete such a row (`documentOwned`).
 */
import type { Tx } from '../../../drizzle/client.ts';
import type { Scope } from '../../core/request/scope.ts';
import { cannotMove, type KontorError } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import { findBankAccounts } from './bank-accounts.ts';
import type { DebitOrCredit } from './bank-kinds.ts';
import {
  type BankTransactionRow,
  type NewBankTransaction,
  deleteTransaction,
  insertTransaction,
  lockDocumentTransaction,
  updateTransaction,
} from './bank-transaction-store.ts';

/** The documents that write register rows: their ledger source types, which the rows show as their transaction_type. */
export const REGISTER_DOCUMENTS = {
  vendor_payment: 'vendor payment',
  vendor_payment_refund: 'refund of the vendor payment',
  vendor_credit_refund: 'refund of the vendor credit',
} as const;
export type RegisterDocument = keyof typeof REGISTER_DOCUMENTS;

export interface DocumentRef {
  type: RegisterDocument;
  id: string;
  /** How a refusal names the document, e.g. its number. */
  label: string;
}

export interface RegisterEntry {
  document: DocumentRef;
  /** The account paid from or into: a bank or credit-card account has a row, a cash account none. */
  accountId: string;
  date: string;
  /** debit: money out of the account; credit: money in. */
  debitOrCredit: DebitOrCredit;
  /** What left or entered the account, bank charges included, in the document's currency. */
  amount: string;
  /** The bank's fee within `amount`. */
  bankCharges: string;
  /** The document's currency and rate (base units per unit): the row is in the account's currency. */
  currencyId: string;
  exchangeRate: string;
  /** The other side of the document's entry (accounts payable for a vendor's payment or refund). */
  offsetAccountId: string;
  vendorId?: string | null;
  customerId?: string | null;
  payee?: string | null;
  paymentMode?: string | null;
  referenceNumber?: string | null;
  description?: string | null;
}

function heldBy(row: BankTransactionRow, document: DocumentRef, action: string): KontorError {
  return cannotMove(
    { kind: REGISTER_DOCUMENTS[document.type], name: document.label, state: 'reconciled' },
    action,
    `its bank transaction of ${row.date} is held by a completed reconciliation; undo the reconciliation first`,
    { reconciliationId: row.reconciliationId },
  );
}

/** Writes or rewrites the document's row in its account's register (none for a cash account). */
export async function enterRegister(tx: Tx, scope: Scope, entry: RegisterEntry): Promise<void> {
  const org = scope.org;
  const existing = await lockDocumentTransaction(tx, org.id, entry.document);
  const [account] = await findBankAccounts(tx, org.id, [entry.accountId], { lock: true });
  if (!account) {
    if (existing) await removeRow(tx, scope, existing, entry.document, 'changed');
    return;
  }
  // A document in the account's currency shows its own figures; one in a foreign currency paid through a base-currency account, their base value.
  const converted = account.currencyId !== entry.currencyId;
  if (converted && account.currencyId !== org.currencyId)
    throw new Error(`the ${entry.document.type} ${entry.document.id} is in another currency than account ${account.id} and the base currency`);
  const inAccount = (amount: string) => (converted ? roundTo(dec(amount).times(entry.exchangeRate), org.pricePrecision) : dec(amount)).toFixed();
  const fields = {
    accountId: account.id,
    date: entry.date,
    debitOrCredit: entry.debitOrCredit,
    amount: inAccount(entry.amount),
    bankCharges: inAccount(entry.bankCharges),
    exchangeRate: converted ? '1' : dec(entry.exchangeRate).toFixed(),
    status: 'categorized' as const,
    transactionType: entry.document.type,
    offsetAccountId: entry.offsetAccountId,
    vendorId: entry.vendorId ?? null,
    customerId: entry.customerId ?? null,
    payee: entry.payee ?? null,
    paymentMode: entry.paymentMode ?? null,
    referenceNumber: entry.referenceNumber ?? null,
    description: entry.description ?? null,
    updatedAt: scope.now,
  } satisfies Partial<NewBankTransaction>;
  if (existing?.accountId === account.id) {
    // A reconciled row keeps what the bank saw.
    const moved =
      existing.date !== fields.date ||
      existing.debitOrCredit !== fields.debitOrCredit ||
      !dec(existing.amount).eq(fields.amount) ||
      !dec(existing.bankCharges).eq(fields.bankCharges);
    if (existing.reconciliationId && moved) throw heldBy(existing, entry.document, 'changed');
    await updateTransaction(tx, org.id, existing.id, fields);
    return;
  }
  // Moved to another account, it is a new row there: a draft reconciliation of the old account lets it go.
  if (existing) await removeRow(tx, scope, existing, entry.document, 'changed');
  await insertTransaction(tx, {
    ...fields,
    id: newId(),
    organizationId: org.id,
    source: 'document',
    documentType: entry.document.type,
    documentId: entry.document.id,
    createdAt: scope.now,
  });
}

/** Removes the document's row from its register, if it has one. */
export async function leaveRegister(tx: Tx, scope: Scope, document: DocumentRef): Promise<void> {
  const existing = await lockDocumentTransaction(tx, scope.org.id, document);
  if (existing) await removeRow(tx, scope, existing, document, 'deleted');
}

async function removeRow(tx: Tx, scope: Scope, row: BankTransactionRow, document: DocumentRef, action: string): Promise<void> {
  if (row.reconciliationId) throw heldBy(row, document, action);
  await deleteTransaction(tx, scope.org.id, row.id);
}

/** The refusal of a bank-transaction route's change to a row a document wrote; undefined for any other row. */
export function documentOwned(row: BankTransactionRow, action: string): KontorError | undefined {
  if (row.source !== 'document' || !row.documentType) return undefined;
  const kind = REGISTER_DOCUMENTS[row.documentType as RegisterDocument] ?? row.documentType;
  return cannotMove({ kind: 'bank transaction', name: `of ${row.date}`, state: `recorded by a ${kind}` }, action, `change or delete the ${kind} instead`, {
    documentId: row.documentId,
  });
}
