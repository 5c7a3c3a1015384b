import { eq, sql } from 'drizzle-orm';
import { accounts, journalLines, ledgerBalances } from '../../../drizzle/tables/core/ledger.ts';
import { type Dataset, defineDataset } from '../platform/datasets.ts';

/** The ledger's lines with their account: what every posting document wrote. */
export const ledgerLineDataset = defineDataset({
  name: 'core.ledger_lines',
  description: 'Ledger lines: date, account, source document, debit and credit in the base currency.',
  from: sql`${journalLines} join ${accounts} on ${eq(accounts.id, journalLines.accountId)}`,
  organization: journalLines.organizationId,
  key: journalLines.id,
  columns: [
    { name: 'Date', type: 'date', value: journalLines.date },
    { name: 'Account Name', type: 'text', value: accounts.accountName },
    { name: 'Account Code', type: 'text', value: accounts.accountCode },
    { name: 'Account Type', type: 'text', value: accounts.accountType },
    { name: 'Source Type', type: 'text', value: journalLines.sourceType },
    { name: 'Source ID', type: 'text', value: sql`${journalLines.sourceId}::text` },
    { name: 'Basis', type: 'text', value: journalLines.basis },
    { name: 'Description', type: 'text', value: journalLines.description },
    { name: 'Debit', type: 'decimal', value: journalLines.bcyDebit },
    { name: 'Credit', type: 'decimal', value: journalLines.bcyCredit },
  ],
});

/**
 * The trial balance as of now, on the accrual basis (cash-basis-only entries left out, as the
 * ledger's reports do): per account that has postings, the sums of its debits and credits in
 * the base currency and the balance (debit − credit). Over all accounts the debits and credits
 * are equal. One row per account, keyed by the account's id.
 */
export const trialBalanceDataset: Dataset = {
  name: 'core.trial_balance',
  description: 'Trial balance (accrual basis): per account, debits, credits and balance in the base currency.',
  columns: [
    { name: 'Account Name', type: 'text' },
    { name: 'Account Code', type: 'text' },
    { name: 'Account Type', type: 'text' },
    { name: 'Debit', type: 'decimal' },
    { name: 'Credit', type: 'decimal' },
    { name: 'Balance', type: 'decimal' },
  ],
  // From the stored balances (ledger-balances.ts): a row per account and month, not every line.
  query: (organizationId) => sql`select ${accounts.id} as "__key", ${accounts.accountName} as "Account Name", ${accounts.accountCode} as "Account Code",
    ${accounts.accountType} as "Account Type", sum(${ledgerBalances.bcyDebit}) as "Debit", sum(${ledgerBalances.bcyCredit}) as "Credit",
    sum(${ledgerBalances.bcyDebit}) - sum(${ledgerBalances.bcyCredit}) as "Balance"
    from ${ledgerBalances} join ${accounts} on ${eq(accounts.id, ledgerBalances.accountId)}
    where ${ledgerBalances.organizationId} = ${organizationId} and ${ledgerBalances.basis} <> 'cash'
    group by ${accounts.id}, ${accounts.accountName}, ${accounts.accountCode}, ${accounts.accountType}`,
};
