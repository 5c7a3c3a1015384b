/**
 * Statement files read as a stream, row by row (README "Banking", Statement import): CSV (and
 * tab-separated) through csv-parse, OFX 1.x/2.x by its <STMTTRN> blocks. Neither holds the
 * whole file in memory; the rows (at most MAX_STATEMENT_ROWS) are what the import keeps.
 */
import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { KontorError } from '../../core/values/errors.ts';
import { dec } from '../../core/values/money.ts';
import { isIsoDate } from '../../core/values/time.ts';
import type { DebitOrCredit } from './bank-kinds.ts';

export const MAX_STATEMENT_ROWS = 10_000;

export interface StatementRow {
  transactionId: string | null;
  date: string;
  debitOrCredit: DebitOrCredit;
  /** Positive decimal string. */
  amount: string;
  payee: string | null;
  description: string | null;
  referenceNumber: string | null;
}

/** Column names a CSV header may use for each field (compared lower-case, spaces and dashes as underscores). */
const COLUMNS = {
  date: ['date', 'transaction_date', 'posted_date', 'value_date'],
  amount: ['amount', 'trnamt'],
  debit: ['debit', 'withdrawal', 'withdrawals', 'debit_amount', 'money_out'],
  credit: ['credit', 'deposit', 'deposits', 'credit_amount', 'money_in'],
  debitOrCredit: ['debit_or_credit', 'type', 'trntype'],
  payee: ['payee', 'name', 'payee_name'],
  description: ['description', 'memo', 'narration', 'details'],
  referenceNumber: ['reference_number', 'reference', 'ref', 'check_number', 'cheque_number', 'refnum', 'checknum'],
  transactionId: ['transaction_id', 'fitid', 'id'],
} as const;
type Column = keyof typeof COLUMNS;

function rowError(row: number, column: string, rule: string): KontorError {
  return new KontorError('INVALID_VALUE', `Invalid value passed for statement row ${row}, ${column}: ${rule}.`, { field: ['statement', row, column], rule });
}

function tooMany(): KontorError {
  return new KontorError('LIMIT_EXCEEDED', `A statement takes at most ${MAX_STATEMENT_ROWS} transactions; import it in parts.`, {
    field: ['statement'],
    rule: `at most ${MAX_STATEMENT_ROWS} rows`,
  });
}

const normal = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** yyyy-mm-dd, or yyyymmdd as OFX and some banks write it (time and zone after it ignored). */
export function statementDate(text: string, row: number, column = 'date'): string {
  const value = text.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  const iso = compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : value.slice(0, 10);
  if (!isIsoDate(iso)) throw rowError(row, column, `${JSON.stringify(text)} is not a date written yyyy-mm-dd`);
  return iso;
}

function amountOf(text: string, row: number, column: string) {
  // Thousands separators and currency signs are common in bank exports.
  const cleaned = text
    .trim()
    .replace(/[,\s]/g, '')
    .replace(/^[^\d+-]+/, '')
    .replace(/^\((.*)\)$/, '-$1');
  if (!/^[+-]?\d+(\.\d+)?$/.test(cleaned)) throw rowError(row, column, `${JSON.stringify(text)} is not a number`);
  return dec(cleaned);
}

/** A row from its fields: a positive amount with its direction, or a signed amount (negative = debit). */
export function rowOf(
  row: number,
  given: {
    date: string;
    amount?: string | null;
    debit?: string | null;
    credit?: string | null;
    debitOrCredit?: string | null;
    payee?: string | null;
    description?: string | null;
    referenceNumber?: string | null;
    transactionId?: string | null;
  },
): StatementRow {
  let amount;
  let debitOrCredit: DebitOrCredit;
  const debit = given.debit?.trim() ? amountOf(given.debit, row, 'debit') : null;
  const credit = given.credit?.trim() ? amountOf(given.credit, row, 'credit') : null;
  if (debit && !debit.isZero() && credit && !credit.isZero()) throw rowError(row, 'debit', 'a row has either a debit or a credit, not both');
  if ((debit && !debit.isZero()) || (credit && !credit.isZero())) {
    debitOrCredit = debit && !debit.isZero() ? 'debit' : 'credit';
    amount = (debit && !debit.isZero() ? debit : credit)!.abs();
  } else {
    if (!given.amount?.trim()) throw rowError(row, 'amount', 'is required (or a debit or credit column)');
    const signed = amountOf(given.amount, row, 'amount');
    const stated = given.debitOrCredit?.trim().toLowerCase();
    if (stated) {
      if (!['debit', 'credit', 'dr', 'cr', 'withdrawal', 'deposit'].includes(stated))
        throw rowError(row, 'debit_or_credit', `${JSON.stringify(given.debitOrCredit)} must be debit or credit`);
      debitOrCredit = ['debit', 'dr', 'withdrawal'].includes(stated) ? 'debit' : 'credit';
      amount = signed.abs();
    } else {
      debitOrCredit = signed.isNegative() ? 'debit' : 'credit';
      amount = signed.abs();
    }
  }
  if (amount.isZero()) throw rowError(row, 'amount', 'must not be 0');
  const text = (value: string | null | undefined, column: string) => {
    const t = value?.trim() ?? '';
    if (t.length > 100) throw rowError(row, column, 'must be at most 100 characters');
    return t || null;
  };
  return {
    transactionId: text(given.transactionId, 'transaction_id'),
    date: statementDate(given.date, row),
    debitOrCredit,
    amount: amount.toFixed(),
    payee: text(given.payee, 'payee'),
    description: text(given.description, 'description'),
    referenceNumber: text(given.referenceNumber, 'reference_number'),
  };
}

/** Rows of a CSV (or, with `delimiter` tab, TSV) statement with a header row. */
export async function parseCsvStatement(source: Readable, delimiter = ','): Promise<StatementRow[]> {
  const parser = source.pipe(
    parse({ delimiter, bom: true, skip_empty_lines: true, trim: true, relax_column_count: true, columns: (header: string[]) => header.map(normal) }),
  );
  const rows: StatementRow[] = [];
  let columns: Partial<Record<Column, string>> | undefined;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      if (!columns) {
        const names = Object.keys(record);
        columns = {};
        for (const column of Object.keys(COLUMNS) as Column[]) {
          const found = (COLUMNS[column] as readonly string[]).find((n) => names.includes(n));
          if (found) columns[column] = found;
        }
        if (!columns.date)
          throw new KontorError('INVALID_VALUE', `Invalid value passed for statement: the header names no date column (one of ${COLUMNS.date.join(', ')}).`, {
            field: ['statement'],
            rule: 'needs a date column',
          });
        if (!columns.amount && !columns.debit && !columns.credit) {
          throw new KontorError('INVALID_VALUE', 'Invalid value passed for statement: the header names no amount column (amount, or debit and credit).', {
            field: ['statement'],
            rule: 'needs an amount column',
          });
        }
      }
      if (rows.length >= MAX_STATEMENT_ROWS) throw tooMany();
      const at = (c: Column) => (columns![c] ? (record[columns![c]!] ?? null) : null);
      rows.push(
        rowOf(rows.length + 1, {
          date: at('date') ?? '',
          amount: at('amount'),
          debit: at('debit'),
          credit: at('credit'),
          debitOrCredit: at('debitOrCredit'),
          payee: at('payee'),
          description: at('description'),
          referenceNumber: at('referenceNumber'),
          transactionId: at('transactionId'),
        }),
      );
    }
  } catch (error) {
    source.destroy();
    if (error instanceof KontorError) throw error;
    throw new KontorError('INVALID_VALUE', `Invalid value passed for statement: the CSV cannot be read (${(error as Error).message}).`, {
      field: ['statement'],
      rule: 'must be CSV with a header row',
    });
  }
  return rows;
}

function tag(block: string, name: string): string | null {
  // OFX 1.x leaves leaf elements unclosed (<NAME>Shop), OFX 2.x closes them (<NAME>Shop</NAME>).
  const match = new RegExp(`<${name}>([^<\\r\\n]*)`, 'i').exec(block);
  return match ? decodeEntities(match[1].trim()) : null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Rows of an OFX statement: each <STMTTRN> block, read as the stream arrives. */
export async function parseOfxStatement(source: Readable): Promise<StatementRow[]> {
  const rows: StatementRow[] = [];
  let buffer = '';
  const take = (block: string) => {
    if (rows.length >= MAX_STATEMENT_ROWS) throw tooMany();
    const n = rows.length + 1;
    rows.push(
      rowOf(n, {
        date: tag(block, 'DTPOSTED') ?? '',
        amount: tag(block, 'TRNAMT'),
        payee: tag(block, 'NAME') ?? tag(block, 'PAYEE'),
        description: tag(block, 'MEMO'),
        referenceNumber: tag(block, 'CHECKNUM') ?? tag(block, 'REFNUM'),
        transactionId: tag(block, 'FITID'),
      }),
    );
  };
  try {
    for await (const chunk of source) {
      buffer += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
      let end = buffer.search(/<\/STMTTRN>/i);
      while (end >= 0) {
        const start = buffer.search(/<STMTTRN>/i);
        take(buffer.slice(start >= 0 ? start : 0, end));
        buffer = buffer.slice(end + '</STMTTRN>'.length);
        end = buffer.search(/<\/STMTTRN>/i);
      }
      // Only the unfinished block is kept; text before it is headers already seen.
      const open = buffer.search(/<STMTTRN>/i);
      buffer = open >= 0 ? buffer.slice(open) : buffer.slice(-16);
    }
  } catch (error) {
    source.destroy();
    throw error;
  }
  if (!rows.length)
    throw new KontorError('INVALID_VALUE', 'Invalid value passed for statement: the OFX file holds no <STMTTRN> transactions.', {
      field: ['statement'],
      rule: 'must hold transactions',
    });
  return rows;
}
