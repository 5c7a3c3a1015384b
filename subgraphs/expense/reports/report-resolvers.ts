import { toPage } from '../../core/request/pagination.ts';
import { selectedFields } from '../../core/request/selection.ts';
import { expenseScopeOf } from '../shared/members.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as reports from './report-service.ts';
import * as views from './report-views.ts';

/** Expense reports: preparation, approval, reimbursement, archive, history. */
export const reportResolvers: Resolvers = {
  Query: {
    expenseReports: async (_, args, ctx, info) =>
      views.listReports(await expenseScopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    expenseReport: async (_, { reportId }, ctx) => views.reportView(await expenseScopeOf(ctx), reportId),
    expenseReportValidation: async (_, { reportId }, ctx) => reports.validateReport(await expenseScopeOf(ctx), reportId),
    expenseReportApprovalHistory: async (_, { reportId }, ctx) => views.historyOf(await expenseScopeOf(ctx), reportId, 'history'),
    expenseReportComments: async (_, { reportId }, ctx) => views.historyOf(await expenseScopeOf(ctx), reportId, 'comment'),
  },
  Mutation: {
    createExpenseReport: async (_, { input }, ctx) => ({ expenseReport: await reports.createReport(await expenseScopeOf(ctx), input) }),
    updateExpenseReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.updateReport(await expenseScopeOf(ctx), reportId, input) }),
    deleteExpenseReport: async (_, { reportId }, ctx) => ({ reportId: await reports.deleteReport(await expenseScopeOf(ctx), reportId) }),
    addExpensesToReport: async (_, { reportId, input }, ctx) => ({
      expenseReport: await reports.addExpenses(await expenseScopeOf(ctx), reportId, input.expenseIds),
    }),
    removeExpensesFromReport: async (_, { reportId, expenseIds }, ctx) => ({
      expenseReport: await reports.removeExpenses(await expenseScopeOf(ctx), reportId, expenseIds),
    }),
    applyAdvancesToReport: async (_, { reportId, input }, ctx) => ({
      expenseReport: await reports.applyAdvances(await expenseScopeOf(ctx), reportId, input.advancePaymentIds),
    }),
    removeAdvanceFromReport: async (_, { reportId, advancePaymentId }, ctx) => ({
      expenseReport: await reports.removeAdvance(await expenseScopeOf(ctx), reportId, advancePaymentId),
    }),
    submitExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.submitReport(await expenseScopeOf(ctx), reportId) }),
    approveExpenseReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.approveReport(await expenseScopeOf(ctx), reportId, input) }),
    rejectExpenseReport: async (_, { reportId, input }, ctx) => ({
      expenseReport: await reports.rejectReport(await expenseScopeOf(ctx), reportId, input?.comments),
    }),
    recallExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.recallReport(await expenseScopeOf(ctx), reportId) }),
    reimburseExpenseReport: async (_, { reportId, input }, ctx) => ({
      expenseReport: await reports.reimburseReport(await expenseScopeOf(ctx), reportId, input),
    }),
    cancelExpenseReportReimbursement: async (_, { reportId }, ctx) => ({
      expenseReport: await reports.cancelReimbursement(await expenseScopeOf(ctx), reportId),
    }),
    archiveExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.archiveReport(await expenseScopeOf(ctx), reportId) }),
    unarchiveExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.unarchiveReport(await expenseScopeOf(ctx), reportId) }),
    rejectReportExpense: async (_, { reportId, expenseId, input }, ctx) => ({
      expenseReport: await reports.rejectExpense(await expenseScopeOf(ctx), reportId, expenseId, input?.comments),
    }),
    bulkRejectReportExpenses: async (_, { reportId, input }, ctx) => ({
      expenseReport: await reports.bulkRejectExpenses(await expenseScopeOf(ctx), reportId, input),
    }),
    addExpenseReportComment: async (_, { reportId, input }, ctx) => ({
      comment: await reports.addComment(await expenseScopeOf(ctx), reportId, input.description),
    }),
    submitExpenseReports: async (_, { reportIds }, ctx) => ({ expenseReports: await reports.submitReports(await expenseScopeOf(ctx), reportIds) }),
    approveExpenseReports: async (_, { reportIds }, ctx) => ({ expenseReports: await reports.approveReports(await expenseScopeOf(ctx), reportIds) }),
    archiveExpenseReports: async (_, { reportIds }, ctx) => ({ expenseReports: await reports.archiveReports(await expenseScopeOf(ctx), reportIds) }),
  },
};
