/**
 * Bank statements: a file (CSV, TSV or OFX, parsed by bank-statement-parse.ts) or a list of
 * transactions imported into one account in one transaction, the rules run over every row
 * (`insertWithRules`), and the statement recorded with what the rules did.
 */
import type { BlobStore } from '../../core/platform/blobs.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { newId } from '../../core/values/ids.ts';
import { dec } from '../../core/values/money.ts';
import type { BankStatement, ImportBankStatementInput } from '../generated/graphql.ts';
import { findBankAccount, requireBankAccount } from './bank-accounts.ts';
import { MAX_STATEMENT_ROWS, type StatementRow, parseCsvStatement, parseOfxStatement, rowOf } from './bank-statement-parse.ts';
import { insertWithRules } from './bank-transaction-service.ts';
import { findStatement, insertStatement } from './bank-transaction-store.ts';
import { statementView } from './bank-transaction-views.ts';

async function rowsFromFile(blobs: BlobStore, organizationId: string, blobId: string): Promise<{ rows: StatementRow[]; fileName: string }> {
  const found = await blobs.get(organizationId, blobId);
  if (!found) throw invalid(['statement'], 'the uploaded file is not stored');
  const type = found.blob.contentType;
  const rows =
    type === 'application/x-ofx'
      ? await parseOfxStatement(found.stream)
      : type === 'text/tab-separated-values'
        ? await parseCsvStatement(found.stream, '\t')
        : await parseCsvStatement(found.stream, ',');
  return { rows, fileName: found.blob.fileName };
}

export async function importBankStatement(scope: Scope, input: ImportBankStatementInput, blobId: string | null | undefined): Promise<BankStatement> {
  const { org } = scope;
  await findBankAccount(scope.db, org.id, input.accountId);
  let rows: StatementRow[];
  let fileName: string | null = null;
  if (blobId) {
    if (input.transactions?.length) throw invalid(['input', 'transactions'], 'must be left out when a statement file is sent');
    ({ rows, fileName } = await rowsFromFile(scope.blobs, org.id, blobId));
  } else {
    const given = input.transactions ?? [];
    if (given.length > MAX_STATEMENT_ROWS)
      throw new KontorError('LIMIT_EXCEEDED', `A statement takes at most ${MAX_STATEMENT_ROWS} transactions; ${given.length} were given.`, {
        field: ['input', 'transactions'],
      });
    rows = given.map((t, i) => rowOf(i + 1, { ...t, debitOrCredit: t.debitOrCredit ? fromEnum(t.debitOrCredit) : null }));
  }
  if (!rows.length) throw invalid(['input', 'transactions'], 'a statement needs at least one transaction (or a file sent as the multipart field statement)');
  const dates = rows.map((r) => r.date).sort();
  const startDate = input.startDate ?? dates[0];
  const endDate = input.endDate ?? dates[dates.length - 1];
  if (startDate > endDate) throw invalid(['input', 'endDate'], `must not be before start_date ${startDate}`);
  const outside = rows.findIndex((r) => r.date < startDate || r.date > endDate);
  if (outside >= 0) throw invalid(['statement', outside + 1, 'date'], `${rows[outside].date} is outside the statement period ${startDate} to ${endDate}`);
  const statementId = newId();
  await scope.db.transaction(async (tx) => {
    const account = await requireBankAccount(tx, org.id, input.accountId, ['input', 'accountId']);
    const exchangeRate = dec(account.exchangeRate).toFixed();
    const inserted = await insertWithRules(
      tx,
      scope,
      account,
      rows.map((r) => ({ ...r, exchangeRate })),
      { source: 'statement', statementId },
    );
    await insertStatement(tx, {
      id: statementId,
      organizationId: org.id,
      accountId: account.id,
      startDate,
      endDate,
      blobId: blobId ?? null,
      fileName,
      transactionsCount: inserted.ids.length,
      categorizedCount: inserted.categorized,
      suggestedCount: inserted.suggested,
      createdAt: scope.now,
    });
  });
  return statementView(await findStatement(scope.db, org.id, statementId), org.timeZone);
}
