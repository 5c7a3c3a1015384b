import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as reports from './report-service.ts';
import * as views from './report-views.ts';

/** Expense reports: preparation, approval, reimbursement, archive, history. */
export const reportResolvers: Resolvers = {
  Query: {
    expenseReports: async (_, args, ctx) => views.listReports(await scopeOf(ctx), args, toPage(args.page, args.perPage)),
    expenseReport: async (_, { reportId }, ctx) => views.reportView(await scopeOf(ctx), reportId),
    expenseReportValidation: async (_, { reportId }, ctx) => reports.validateReport(await scopeOf(ctx), reportId),
    expenseReportApprovalHistory: async (_, { reportId }, ctx) => views.historyOf(await scopeOf(ctx), reportId, 'history'),
    expenseReportComments: async (_, { reportId }, ctx) => views.historyOf(await scopeOf(ctx), reportId, 'comment'),
  },
  Mutation: {
    createExpenseReport: async (_, { input }, ctx) => ({ expenseReport: await reports.createReport(await scopeOf(ctx), input) }),
    updateExpenseReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.updateReport(await scopeOf(ctx), reportId, input) }),
    deleteExpenseReport: async (_, { reportId }, ctx) => ({ reportId: await reports.deleteReport(await scopeOf(ctx), reportId) }),
    addExpensesToReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.addExpenses(await scopeOf(ctx), reportId, input.expenseIds) }),
    removeExpensesFromReport: async (_, { reportId, expenseIds }, ctx) => ({
      expenseReport: await reports.removeExpenses(await scopeOf(ctx), reportId, expenseIds),
    }),
    applyAdvancesToReport: async (_, { reportId, input }, ctx) => ({
      expenseReport: await reports.applyAdvances(await scopeOf(ctx), reportId, input.advancePaymentIds),
    }),
    removeAdvanceFromReport: async (_, { reportId, advancePaymentId }, ctx) => ({
      expenseReport: await reports.removeAdvance(await scopeOf(ctx), reportId, advancePaymentId),
    }),
    submitExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.submitReport(await scopeOf(ctx), reportId) }),
    approveExpenseReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.approveReport(await scopeOf(ctx), reportId, input) }),
    rejectExpenseReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.rejectReport(await scopeOf(ctx), reportId, input?.comments) }),
    recallExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.recallReport(await scopeOf(ctx), reportId) }),
    reimburseExpenseReport: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.reimburseReport(await scopeOf(ctx), reportId, input) }),
    cancelExpenseReportReimbursement: async (_, { reportId }, ctx) => ({ expenseReport: await reports.cancelReimbursement(await scopeOf(ctx), reportId) }),
    archiveExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.archiveReport(await scopeOf(ctx), reportId) }),
    unarchiveExpenseReport: async (_, { reportId }, ctx) => ({ expenseReport: await reports.unarchiveReport(await scopeOf(ctx), reportId) }),
    rejectReportExpense: async (_, { reportId, expenseId, input }, ctx) => ({
      expenseReport: await reports.rejectExpense(await scopeOf(ctx), reportId, expenseId, input?.comments),
    }),
    bulkRejectReportExpenses: async (_, { reportId, input }, ctx) => ({ expenseReport: await reports.bulkRejectExpenses(await scopeOf(ctx), reportId, input) }),
    addExpenseReportComment: async (_, { reportId, input }, ctx) => ({ comment: await reports.addComment(await scopeOf(ctx), reportId, input.description) }),
    submitExpenseReports: async (_, { reportIds }, ctx) => ({ expenseReports: await reports.submitReports(await scopeOf(ctx), reportIds) }),
    approveExpenseReports: async (_, { reportIds }, ctx) => ({ expenseReports: await reports.approveReports(await scopeOf(ctx), reportIds) }),
    archiveExpenseReports: async (_, { reportIds }, ctx) => ({ expenseReports: await reports.archiveReports(await scopeOf(ctx), reportIds) }),
  },
};
