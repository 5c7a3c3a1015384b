/**
 * SQL in stores (STYLE.md): a feature whose statements moved to its -store file keeps them there.
 * Checked on the source like the architecture test: no database, no build. The census behind it
 * (test/helpers/sql-census.ts) also prints the figures by file kind: `npx tsx test/helpers/sql-census.ts`.
 */
import { describe, expect, it } from 'vitest';
import { readModules, statementLines } from './helpers/sql-census.ts';

/**
 * Files that run no SQL of their own: the services and views of the features whose statements
 * live in their stores. A feature joins the list when its SQL moves; a statement added back to
 * one of these files fails here, naming the file and line.
 */
export const SQL_FREE: readonly string[] = [
  'subgraphs/accounting/invoices/invoice-service.ts',
  'subgraphs/accounting/banking/bank-transaction-service.ts',
  'subgraphs/accounting/banking/bank-rule-service.ts',
  'subgraphs/accounting/banking/bank-rule-views.ts',
  'subgraphs/accounting/banking/bank-reconciliations.ts',
  'subgraphs/accounting/parties/contact-service.ts',
  'subgraphs/inventory/purchases/purchase-order-service.ts',
  'subgraphs/inventory/counts/count-lifecycle.ts',
  'subgraphs/inventory/counts/recurring-count-runs.ts',
  'subgraphs/accounting/catalog/pricebook-service.ts',
  'subgraphs/expense/reports/report-service.ts',
  'subgraphs/billing/payments/payment-service.ts',
  'subgraphs/accounting/banking/bank-register.ts',
  'subgraphs/inventory/stock/document-stock.ts',
];

/** Each statement run by a file of the list, as `file:line`. */
export function sqlOutsideStores(files: ReadonlyMap<string, string>, sqlFree: readonly string[] = SQL_FREE): string[] {
  return sqlFree.flatMap((file) => {
    const source = files.get(file);
    if (source === undefined) return [`${file}: listed as free of SQL but absent (renamed? update SQL_FREE)`];
    return statementLines(file, source).map((line) => `${file}:${line} runs SQL: its statements belong in the feature's -store file`);
  });
}

describe('SQL in stores', () => {
  const modules = readModules();

  it('keeps the statements of moved features in their stores', () => {
    expect(sqlOutsideStores(modules)).toEqual([]);
  });

  it('reports a statement planted in a moved feature, and a listed file that is gone', () => {
    const planted = new Map(modules);
    const file = 'subgraphs/accounting/parties/contact-service.ts';
    planted.set(
      file,
      `${planted.get(file)}\nexport async function planted(tx: Tx) {\n  await tx\n    .delete(contacts)\n    .where(eq(contacts.id, '1'));\n}\n`,
    );
    const line = planted.get(file)!.split('\n').length - 3;
    expect(sqlOutsideStores(planted, [...SQL_FREE, 'subgraphs/accounting/parties/gone-service.ts'])).toEqual([
      `${file}:${line} runs SQL: its statements belong in the feature's -store file`,
      'subgraphs/accounting/parties/gone-service.ts: listed as free of SQL but absent (renamed? update SQL_FREE)',
    ]);
  });

  it('counts calls on database handles only', () => {
    const source = [
      "hash.update('x');",
      'cache.delete(key);',
      'await tx.select().from(items);',
      'await scope.db.insert(items).values(row);',
      'await this.database.db.execute(sql`select 1`);',
      'await reader.select(db, id);',
    ].join('\n');
    expect(statementLines('x.ts', source)).toEqual([3, 4, 5]);
  });
});
