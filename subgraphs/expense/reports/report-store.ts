/** The SQL of expense reports that more than one role reads. */
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { expenseReports } from '../../../drizzle/tables/expense/reports.ts';
import { notFound } from '../../core/request/errors.ts';
import { inOrg } from '../../core/request/scoped.ts';
import type { ReportRow } from '../expenses/expense-service.ts';

export async function findReport(db: Executor, organizationId: string, reportId: string, lock = false): Promise<ReportRow> {
  const query = db
    .select()
    .from(expenseReports)
    .where(inOrg(expenseReports, organizationId, eq(expenseReports.id, reportId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('The expense report');
  return row;
}

export async function findReports(db: Executor, organizationId: string, reportIds: readonly string[]): Promise<ReportRow[]> {
  return db
    .select()
    .from(expenseReports)
    .where(inOrg(expenseReports, organizationId, inArray(expenseReports.id, [...reportIds])));
}
