/** The SQL of expense reports: the report, its expenses, advances and reimbursements. */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { advancePayments } from '../../../drizzle/tables/expense/advances.ts';
import { employeeExpenses, expenseActivities, expenseReports, reimbursements } from '../../../drizzle/tables/expense/reports.ts';
import { notFound } from '../../core/values/errors.ts';
import { anyId, columnsOf } from '../../core/request/scoped.ts';
import type { AdvanceRow } from '../advances/advance-service.ts';
import type { ExpenseRow, ReportRow } from '../expenses/expense-service.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type ReimbursementRow = typeof reimbursements.$inferSelect;

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
    .where(inOrg(expenseReports, organizationId, anyId(expenseReports.id, [...reportIds])));
}

export async function setReport(tx: Tx, organizationId: string, reportId: string, set: Partial<typeof expenseReports.$inferInsert>): Promise<void> {
  await tx
    .update(expenseReports)
    .set(set)
    .where(inOrg(expenseReports, organizationId, eq(expenseReports.id, reportId)));
}

/** The report's expenses (rejected ones too), by date when asked. */
export async function expensesOf(db: Executor, organizationId: string, reportId: string, options: { byDate?: boolean } = {}) {
  const query = db
    .select()
    .from(employeeExpenses)
    .where(inOrg(employeeExpenses, organizationId, eq(employeeExpenses.reportId, reportId)));
  return options.byDate ? query.orderBy(asc(employeeExpenses.date), asc(employeeExpenses.id)) : query;
}

/**
 * The expenses of a page of reports (rejected ones too), and with `unreportedOf` those of these
 * users in no report, by date; only the columns `reads` names (every column without).
 */
export async function expensesOfReports(
  db: Executor,
  organizationId: string,
  reportIds: readonly string[],
  unreportedOf: readonly string[] | undefined,
  reads?: readonly string[],
): Promise<ExpenseRow[]> {
  const ofReports = anyId(employeeExpenses.reportId, reportIds);
  return db
    .select(columnsOf(employeeExpenses, reads))
    .from(employeeExpenses)
    .where(
      inOrg(
        employeeExpenses,
        organizationId,
        unreportedOf ? or(ofReports, and(isNull(employeeExpenses.reportId), anyId(employeeExpenses.userId, unreportedOf))) : ofReports,
      ),
    )
    .orderBy(asc(employeeExpenses.date), asc(employeeExpenses.id));
}

/** The advances applied to a page of reports, by date; only the columns `reads` names (every column without). */
export async function advancesOfReports(db: Executor, organizationId: string, reportIds: readonly string[], reads?: readonly string[]): Promise<AdvanceRow[]> {
  return db
    .select(columnsOf(advancePayments, reads))
    .from(advancePayments)
    .where(inOrg(advancePayments, organizationId, anyId(advancePayments.reportId, reportIds)))
    .orderBy(asc(advancePayments.date), asc(advancePayments.id));
}

/** The reimbursements of a page of reports, oldest first; only the columns `reads` names (every column without). */
export async function reimbursementsOfReports(
  db: Executor,
  organizationId: string,
  reportIds: readonly string[],
  reads?: readonly string[],
): Promise<ReimbursementRow[]> {
  return db
    .select(columnsOf(reimbursements, reads))
    .from(reimbursements)
    .where(inOrg(reimbursements, organizationId, anyId(reimbursements.reportId, reportIds)))
    .orderBy(asc(reimbursements.createdAt), asc(reimbursements.id));
}

/** The advances applied to the report; locked and by date when asked. */
export async function advancesOf(tx: Tx, organizationId: string, reportId: string, options: { lock?: boolean; byDate?: boolean } = {}) {
  const query = tx
    .select()
    .from(advancePayments)
    .where(inOrg(advancePayments, organizationId, eq(advancePayments.reportId, reportId)));
  if (options.byDate && options.lock) return query.orderBy(asc(advancePayments.date), asc(advancePayments.id)).for('update');
  if (options.byDate) return query.orderBy(asc(advancePayments.date), asc(advancePayments.id));
  return options.lock ? query.for('update') : query;
}

export async function setAdvanceApplied(tx: Tx, organizationId: string, advanceId: string, appliedBcyAmount: string, at: Date): Promise<void> {
  await tx
    .update(advancePayments)
    .set({ appliedBcyAmount, updatedAt: at })
    .where(inOrg(advancePayments, organizationId, eq(advancePayments.id, advanceId)));
}

export async function reimbursementsOf(tx: Tx, organizationId: string, reportId: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select()
    .from(reimbursements)
    .where(inOrg(reimbursements, organizationId, eq(reimbursements.reportId, reportId)));
  return options.lock ? query.for('update') : query;
}

/** Deletes the report and its history; its expenses and advances are let go, not deleted. */
export async function deleteReportRow(tx: Tx, organizationId: string, reportId: string, at: Date): Promise<void> {
  await tx
    .update(employeeExpenses)
    .set({ reportId: null, isRejected: false, rejectionComments: null, updatedAt: at })
    .where(inOrg(employeeExpenses, organizationId, eq(employeeExpenses.reportId, reportId)));
  await tx
    .update(advancePayments)
    .set({ reportId: null, appliedBcyAmount: null, updatedAt: at })
    .where(inOrg(advancePayments, organizationId, eq(advancePayments.reportId, reportId)));
  await tx.delete(expenseActivities).where(inOrg(expenseActivities, organizationId, eq(expenseActivities.subjectId, reportId)));
  await tx.delete(expenseReports).where(inOrg(expenseReports, organizationId, eq(expenseReports.id, reportId)));
}

export async function insertReport(tx: Tx, fields: typeof expenseReports.$inferInsert): Promise<ReportRow> {
  const [row] = await tx.insert(expenseReports).values(fields).returning();
  return row;
}

/** Expenses of the organization by id, locked for the caller's transaction. */
export async function lockExpenses(tx: Tx, organizationId: string, expenseIds: readonly string[]): Promise<ExpenseRow[]> {
  return tx
    .select()
    .from(employeeExpenses)
    .where(inOrg(employeeExpenses, organizationId, anyId(employeeExpenses.id, [...expenseIds])))
    .for('update');
}

/** The report each of the expenses is in. */
export async function reportsOfExpenses(tx: Tx, organizationId: string, expenseIds: readonly string[]) {
  return tx
    .select({ id: employeeExpenses.id, reportId: employeeExpenses.reportId })
    .from(employeeExpenses)
    .where(inOrg(employeeExpenses, organizationId, anyId(employeeExpenses.id, [...expenseIds])));
}

export async function setExpenses(
  tx: Tx,
  organizationId: string,
  expenseIds: readonly string[],
  set: Partial<typeof employeeExpenses.$inferInsert>,
): Promise<void> {
  await tx
    .update(employeeExpenses)
    .set(set)
    .where(inOrg(employeeExpenses, organizationId, anyId(employeeExpenses.id, [...expenseIds])));
}

/** Advance payments of the organization by id, locked for the caller's transaction. */
export async function lockAdvances(tx: Tx, organizationId: string, advanceIds: readonly string[]): Promise<AdvanceRow[]> {
  return tx
    .select()
    .from(advancePayments)
    .where(inOrg(advancePayments, organizationId, anyId(advancePayments.id, [...advanceIds])))
    .for('update');
}

export async function setAdvances(
  tx: Tx,
  organizationId: string,
  advanceIds: readonly string[],
  set: Partial<typeof advancePayments.$inferInsert>,
): Promise<void> {
  await tx
    .update(advancePayments)
    .set(set)
    .where(inOrg(advancePayments, organizationId, anyId(advancePayments.id, [...advanceIds])));
}

/** One advance payment, locked for the caller's transaction. */
export async function lockAdvance(tx: Tx, organizationId: string, advanceId: string): Promise<AdvanceRow | undefined> {
  const [advance] = await tx
    .select()
    .from(advancePayments)
    .where(inOrg(advancePayments, organizationId, eq(advancePayments.id, advanceId)))
    .for('update');
  return advance;
}

export async function setAdvance(tx: Tx, organizationId: string, advanceId: string, set: Partial<typeof advancePayments.$inferInsert>): Promise<void> {
  await tx
    .update(advancePayments)
    .set(set)
    .where(inOrg(advancePayments, organizationId, eq(advancePayments.id, advanceId)));
}
