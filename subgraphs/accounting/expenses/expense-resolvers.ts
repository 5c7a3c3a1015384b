import { expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import type { SubgraphContext } from '../../core/request/context.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Expense, Resolvers } from '../generated/graphql.ts';
import * as service from './expense-service.ts';
import { selectExpenses } from './expense-store.ts';
import { expenseHistory, expenseViews } from './expense-views.ts';
import { anyId } from '../../core/request/scoped.ts';

/** Expenses of the request's organization by id, batched, for entity references. */
function expenseLoader(ctx: SubgraphContext) {
  return recordLoader<Expense>(ctx, 'accounting.expense', async (ids) => {
    const { db, org } = await scopeOf(ctx);
    const views = await expenseViews(db, org, await selectExpenses(db, org.id, { where: anyId(expenses.id, ids) }));
    return new Map(views.map((v) => [v.expenseId, v]));
  });
}

export const expenseResolvers: Resolvers = {
  Query: {
    expenses: async (_, args, ctx, info) => service.listExpenses(await scopeOf(ctx), args, toPage(args.page, args.perPage), selectedFields(info, ['nodes'])),
    expense: async (_, { expenseId }, ctx) => service.getExpense(await scopeOf(ctx), expenseId),
    expenseComments: async (_, { expenseId }, ctx) => expenseHistory(await scopeOf(ctx), expenseId),
    expenseReceipt: async (_, { expenseId }, ctx) => service.receiptOf(await scopeOf(ctx), expenseId),
  },
  Mutation: {
    createExpense: async (_, { input, receipt }, ctx) => ({ expense: await service.createExpense(await scopeOf(ctx), input, receipt) }),
    updateExpense: async (_, { expenseId, input }, ctx) => ({ expense: await service.updateExpense(await scopeOf(ctx), expenseId, input) }),
    deleteExpense: async (_, { expenseId }, ctx) => ({ expenseId: await service.deleteExpense(await scopeOf(ctx), expenseId) }),
    attachExpenseReceipt: async (_, { expenseId, receipt }, ctx) => ({ expense: await service.attachReceipt(await scopeOf(ctx), expenseId, receipt) }),
    deleteExpenseReceipt: async (_, { expenseId }, ctx) => ({ expenseId: await service.deleteReceipt(await scopeOf(ctx), expenseId) }),
  },
  Expense: {
    __resolveReference: (ref, ctx) => expenseLoader(ctx).load(ref.expenseId),
  },
};
