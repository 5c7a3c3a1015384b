import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as expenses from './expense-service.ts';

/** Employees' expenses and their receipts. */
export const expenseResolvers: Resolvers = {
  Query: {
    employeeExpenses: async (_, args, ctx) => expenses.listExpenses(await scopeOf(ctx), args, toPage(args.page, args.perPage)),
    employeeExpense: async (_, { expenseId }, ctx) => expenses.expenseView(await scopeOf(ctx), expenseId),
    employeeExpenseReceipt: async (_, { expenseId }, ctx) => expenses.receiptOf(await scopeOf(ctx), expenseId),
  },
  Mutation: {
    createEmployeeExpense: async (_, { input, receipt }, ctx) => ({ expense: await expenses.createExpense(await scopeOf(ctx), input, receipt) }),
    updateEmployeeExpense: async (_, { expenseId, input }, ctx) => ({ expense: await expenses.updateExpense(await scopeOf(ctx), expenseId, input) }),
    deleteEmployeeExpense: async (_, { expenseId }, ctx) => ({ expenseId: await expenses.deleteExpense(await scopeOf(ctx), expenseId) }),
    attachEmployeeExpenseReceipt: async (_, { expenseId, receipt }, ctx) => ({ expense: await expenses.setReceipt(await scopeOf(ctx), expenseId, receipt) }),
    deleteEmployeeExpenseReceipt: async (_, { expenseId }, ctx) => ({ expense: await expenses.setReceipt(await scopeOf(ctx), expenseId, null) }),
  },
};
