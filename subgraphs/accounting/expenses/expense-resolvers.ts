import { inArray } from 'drizzle-orm';
import { expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import type { SubgraphContext } from '../../core/request/context.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import type { Expense, Resolvers } from '../generated/graphql.ts';
import { expenseHistory, expenseViews, selectExpenses } from './expense-views.ts';
import * as service from './expense-service.ts';
import { actorOf } from '../../core/request/scope.ts';

async function writer(ctx: SubgraphContext): Promise<service.WriteContext> {
  const [org, actor] = await Promise.all([currentOrganization(ctx), actorOf(ctx.db, ctx.identity.userId)]);
  return { db: ctx.db, blobs: ctx.blobs, org, actor, now: ctx.clock.now() };
}

/** Expenses of the request's organization by id, batched, for entity references. */
function expenseLoader(ctx: SubgraphContext) {
  return recordLoader<Expense>(ctx, 'accounting.expense', async (ids) => {
    const org = await currentOrganization(ctx);
    const views = await expenseViews(ctx.db, org, await selectExpenses(ctx.db, org.id, { where: inArray(expenses.id, ids) }));
    return new Map(views.map((v) => [v.expenseId, v]));
  });
}

export const expenseResolvers: Resolvers = {
  Query: {
    expenses: async (_, args, ctx) => service.listExpenses(ctx.db, await currentOrganization(ctx), args, toPage(args.page, args.perPage)),
    expense: async (_, { expenseId }, ctx) => service.getExpense(ctx.db, await currentOrganization(ctx), expenseId),
    expenseComments: async (_, { expenseId }, ctx) => expenseHistory(ctx.db, await currentOrganization(ctx), expenseId, ctx.clock.now()),
    expenseReceipt: async (_, { expenseId }, ctx) => service.receiptOf(ctx.db, ctx.blobs, await currentOrganization(ctx), expenseId),
  },
  Mutation: {
    createExpense: async (_, { input, receipt }, ctx) => ({ expense: await service.createExpense(await writer(ctx), input, receipt) }),
    updateExpense: async (_, { expenseId, input }, ctx) => ({ expense: await service.updateExpense(await writer(ctx), expenseId, input) }),
    deleteExpense: async (_, { expenseId }, ctx) => ({ expenseId: await service.deleteExpense(await writer(ctx), expenseId) }),
    attachExpenseReceipt: async (_, { expenseId, receipt }, ctx) => ({ expense: await service.attachReceipt(await writer(ctx), expenseId, receipt) }),
    deleteExpenseReceipt: async (_, { expenseId }, ctx) => ({ expenseId: await service.deleteReceipt(await writer(ctx), expenseId) }),
  },
  Expense: {
    __resolveReference: (ref, ctx) => expenseLoader(ctx).load(ref.expenseId),
  },
};
