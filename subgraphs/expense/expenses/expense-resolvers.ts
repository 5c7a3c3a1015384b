import { toPage } from '../../core/request/pagination.ts';
import { selectedFields } from '../../core/request/selection.ts';
import { expenseScopeOf } from '../shared/members.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as expenses from './expense-service.ts';

/** Employees' expenses and their receipts. */
export const expenseResolvers: Resolvers = {
  Query: {
    employeeExpenses: async (_, args, ctx, info) =>
      expenses.listExpenses(await expenseScopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    employeeExpense: async (_, { expenseId }, ctx) => expenses.expenseView(await expenseScopeOf(ctx), expenseId),
    employeeExpenseReceipt: async (_, { expenseId }, ctx) => expenses.receiptOf(await expenseScopeOf(ctx), expenseId),
  },
  Mutation: {
    createEmployeeExpense: async (_, { input, receipt }, ctx) => ({ expense: await expenses.createExpense(await expenseScopeOf(ctx), input, receipt) }),
    updateEmployeeExpense: async (_, { expenseId, input }, ctx) => ({ expense: await expenses.updateExpense(await expenseScopeOf(ctx), expenseId, input) }),
    deleteEmployeeExpense: async (_, { expenseId }, ctx) => ({ expenseId: await expenses.deleteExpense(await expenseScopeOf(ctx), expenseId) }),
    attachEmployeeExpenseReceipt: async (_, { expenseId, receipt }, ctx) => ({
      expense: await expenses.setReceipt(await expenseScopeOf(ctx), expenseId, receipt),
    }),
    deleteEmployeeExpenseReceipt: async (_, { expenseId }, ctx) => ({ expense: await expenses.setReceipt(await expenseScopeOf(ctx), expenseId, null) }),
  },
};
