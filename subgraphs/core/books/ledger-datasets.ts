import { eq, sql } from 'drizzle-orm';
import { accounts, journalLines } from '../../../drizzle/tables/core/ledger.ts';
import { defineDataset } from '../platform/datasets.ts';

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
