import { toPage } from '../core/request/pagination.ts';
import type { SubgraphContext } from '../core/request/context.ts';
import type { Resolvers } from './generated/graphql.ts';
import * as advances from './advances/advance-service.ts';
import { envOf } from './shared/members.ts';
import * as expenses from './expenses/expense-service.ts';
import * as reports from './reports/report-service.ts';
import * as settings from './settings/settings-service.ts';

/** Removes a blob once the transaction that stopped referencing it has committed. */
async function dropBlob(ctx: SubgraphContext, organizationId: string, blobId: string | null): Promise<void> {
  if (blobId) await ctx.blobs.delete(organizationId, blobId);
}

export const expenseResolvers: Resolvers = {
  Query: {
    expenseUsers: async (_, args, ctx) => settings.listUsers(await envOf(ctx), toPage(args.page, args.perPage)),
    expenseUser: async (_, { userId }, ctx) => settings.getUser(await envOf(ctx), userId),
    expenseCategories: async (_, args, ctx) => settings.listCategories(await envOf(ctx), toPage(args.page, args.perPage)),
    expensePolicies: async (_, args, ctx) => settings.listPolicies(await envOf(ctx), toPage(args.page, args.perPage)),
    employeeExpenses: async (_, args, ctx) => expenses.listExpenses(await envOf(ctx), args, toPage(args.page, args.perPage)),
    employeeExpense: async (_, { expenseId }, ctx) => expenses.expenseView(await envOf(ctx), expenseId),
    employeeExpenseReceipt: async (_, { expenseId }, ctx) => expenses.receiptOf(await envOf(ctx), expenseId),
    advancePayments: async (_, args, ctx) => advances.listAdvances(await envOf(ctx), args, toPage(args.page, args.perPage)),
    advancePayment: async (_, { advancePaymentId }, ctx) => advances.advanceView(await envOf(ctx), advancePaymentId),
    expenseReports: async (_, args, ctx) => reports.listReports(await envOf(ctx), args, toPage(args.page, args.perPage)),
    expenseReport: async (_, { reportId }, ctx) => reports.reportView(await envOf(ctx), reportId),
    expenseReportValidation: async (_, { reportId }, ctx) => reports.validateReport(await envOf(ctx), reportId),
    expenseReportApprovalHistory: async (_, { reportId }, ctx) => reports.historyOf(await envOf(ctx), reportId, 'history'),
    expenseReportComments: async (_, { reportId }, ctx) => reports.historyOf(await envOf(ctx), reportId, 'comment'),
  },
  Mutation: {
    updateExpenseUser: async (_, { userId, input }, ctx) => ({ user: await settings.updateUser(await envOf(ctx), userId, input) }),
    createExpenseCategory: async (_, { input }, ctx) => ({ expenseCategory: await settings.createCategory(await envOf(ctx), input) }),
    createExpensePolicy: async (_, { input }, ctx) => ({ policy: await settings.createPolicy(await envOf(ctx), input) }),
    createEmployeeExpense: async (_, { input, receipt }, ctx) => ({ expense: await expenses.createExpense(await envOf(ctx), input, receipt) }),
    updateEmployeeExpense: async (_, { expenseId, input }, ctx) => ({ expense: await expenses.updateExpense(await envOf(ctx), expenseId, input) }),
    deleteEmployeeExpense: async (_, { expenseId }, ctx) => {
      const env = await envOf(ctx);
      await dropBlob(ctx, env.org.id, await expenses.deleteExpense(env, expenseId));
      return { expenseId };
    },
    attachEmployeeExpenseReceipt: async (_, { expenseId, receipt }, ctx) => {
      const env = await envOf(ctx);
      await dropBlob(ctx, env.org.id, await expenses.setReceipt(env, expenseId, receipt));
      return { expense: await expenses.expenseView(env, expenseId) };
    },
    deleteEmployeeExpenseReceipt: async (_, { expenseId }, ctx) => {
      const env = await envOf(ctx);
      await dropBlob(ctx, env.org.id, await expenses.setReceipt(env, expenseId, null));
      return { expense: await expenses.expenseView(env, expenseId) };
    },
    createAdvancePayment: async (_, { input }, ctx) => ({ advancePayment: await advances.createAdvance(await envOf(ctx), input) }),
    updateAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({ advancePayment: await advances.updateAdvance(await envOf(ctx), advancePaymentId, input) }),
    deleteAdvancePayment: async (_, { advancePaymentId }, ctx) => ({ advancePaymentId: await advances.deleteAdvance(await envOf(ctx), advancePaymentId) }),
    submitAdvancePayment: async (_, { advancePaymentId }, ctx) => ({ advancePayment: await advances.submitAdvance(await envOf(ctx), advancePaymentId) }),
    approveAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({ advancePayment: await advances.approveAdvance(await envOf(ctx), advancePaymentId, input?.comments) }),
    rejectAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({ advancePayment: await advances.rejectAdvance(await envOf(ctx), advancePaymentId, input?.comments) }),
    recallAdvancePayment: async (_, { advancePaymentId }, ctx) => ({ advancePayment: await advances.recallAdvance(await envOf(ctx), advancePaymentId) }),
    voidAdvancePayment: async (_, { advancePaymentId }, ctx) => ({ advancePayment: await advances.voidAdvance(await envOf(ctx), advancePaymentId) }),
    refundAdvancePayment: async (_, { advancePaymentId, input }, ctx) => ({ advancePayment: await advances.refundAdvance(await envOf(ctx), advancePaymentId, input) }),
    createExpenseReport: async (_, { input }, ctx) => ({ expenseReport: await reports.createReport(await envOf(ctx), input) }),
    updateExpenseReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.updateReport(await envOf(ctx), reportId, input) }),
    deleteExpenseReport: async (_, { reportId }, ctx) => ({ reportId: await reports.deleteReport(await envOf(ctx), reportId) }),
    addExpensesToReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.addExpenses(await envOf(ctx), reportId, input.expenseIds) }),
    removeExpensesFromReport: async (_, { reportId, expenseIds }, ctx) => ({ expenseReport: await reports.removeExpenses(await envOf(ctx), reportId, expenseIds) }),
    applyAdvancesToReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.applyAdvances(await envOf(ctx), reportId, input.advancePaymentIds) }),
    removeAdvanceFromReport: async (_, { reportId, advancePaymentId }, ctx) => ({ expenseReport: await reports.removeAdvance(await envOf(ctx), reportId, advancePaymentId) }),
    submitExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.submitReport(await envOf(ctx), reportId) }),
    approveExpenseReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.approveReport(await envOf(ctx), reportId, input) }),
    rejectExpenseReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.rejectReport(await envOf(ctx), reportId, input?.comments) }),
    recallExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.recallReport(await envOf(ctx), reportId) }),
    reimburseExpenseReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.reimburseReport(await envOf(ctx), reportId, input) }),
    cancelExpenseReportReimbursement: async (_, { reportId }, ctx) => ({ expenseReport: await reports.cancelReimbursement(await envOf(ctx), reportId) }),
    archiveExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.archiveReport(await envOf(ctx), reportId) }),
    unarchiveExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.unarchiveReport(await envOf(ctx), reportId) }),
    rejectReportExpense: async (_, { reportId, expenseId, input }, ctx) => ({ expenseReport: await reports.rejectExpense(await envOf(ctx), reportId, expenseId, input?.comments) }),
    bulkRejectReportExpenses: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.bulkRejectExpenses(await envOf(ctx), reportId, input) }),
    addExpenseReportComment: async (_, { reportId, input }, ctx) => ({ comment: await reports.addComment(await envOf(ctx), reportId, input.description) }),
    submitExpenseReports: async (_, { reportIds }, ctx) => ({ expenseReports: await reports.submitReports(await envOf(ctx), reportIds) }),
    approveExpenseReports: async (_, { reportIds }, ctx) => ({ expenseReports: await reports.approveReports(await envOf(ctx), reportIds) }),
    archiveExpenseReports: async (_, { reportIds }, ctx) => ({ expenseReports: await reports.archiveReports(await envOf(ctx), reportIds) }),
  },
};
