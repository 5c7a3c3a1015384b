import { toPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as accounts from './bank-accounts.ts';
import * as reconciliations from './bank-reconciliations.ts';
import * as rules from './bank-rules.ts';
import * as transactions from './bank-transactions.ts';

export const bankingResolvers: Resolvers = {
  Query: {
    bankAccounts: async (_, args, ctx) => accounts.listBankAccounts(ctx.db, await currentOrganization(ctx), toPage(args.page, args.perPage), args),
    bankAccount: async (_, { accountId }, ctx) => accounts.getBankAccount(ctx.db, await currentOrganization(ctx), accountId),
    bankTransactions: async (_, args, ctx) => transactions.listBankTransactions(ctx.db, await currentOrganization(ctx), toPage(args.page, args.perPage), args),
    bankTransaction: async (_, { transactionId }, ctx) => transactions.getBankTransaction(ctx.db, await currentOrganization(ctx), transactionId),
    bankRules: async (_, args, ctx) => rules.listBankRules(ctx.db, await currentOrganization(ctx), toPage(args.page, args.perPage), args.accountId),
    bankRule: async (_, { ruleId }, ctx) => rules.getBankRule(ctx.db, await currentOrganization(ctx), ruleId),
    bankReconciliations: async (_, args, ctx) => reconciliations.listBankReconciliations(ctx.db, await currentOrganization(ctx), args.accountId, toPage(args.page, args.perPage)),
    bankReconciliation: async (_, { accountId, reconciliationId }, ctx) => reconciliations.getBankReconciliation(ctx.db, await currentOrganization(ctx), accountId, reconciliationId),
    bankReconciliationDocument: async (_, { accountId, reconciliationId, documentId }, ctx) =>
      reconciliations.getReconciliationDocument(ctx.db, await currentOrganization(ctx), accountId, reconciliationId, documentId),
  },
  Mutation: {
    createBankAccount: async (_, { input }, ctx) => ({ bankaccount: await accounts.createBankAccount(ctx.db, await currentOrganization(ctx), input) }),
    updateBankAccount: async (_, { accountId, input }, ctx) => ({ bankaccount: await accounts.updateBankAccount(ctx.db, await currentOrganization(ctx), accountId, input) }),
    deleteBankAccount: async (_, { accountId }, ctx) => ({ accountId: await accounts.deleteBankAccount(ctx.db, await currentOrganization(ctx), accountId) }),
    markBankAccountActive: async (_, { accountId }, ctx) => ({ bankaccount: await accounts.setBankAccountActive(ctx.db, await currentOrganization(ctx), accountId, true) }),
    markBankAccountInactive: async (_, { accountId }, ctx) => ({ bankaccount: await accounts.setBankAccountActive(ctx.db, await currentOrganization(ctx), accountId, false) }),
    createBankTransaction: async (_, { input }, ctx) => ({ banktransaction: await transactions.createBankTransaction(ctx.db, await currentOrganization(ctx), input, ctx.clock.now()) }),
    updateBankTransaction: async (_, { transactionId, input }, ctx) => ({
      banktransaction: await transactions.updateBankTransaction(ctx.db, await currentOrganization(ctx), transactionId, input, ctx.clock.now()),
    }),
    deleteBankTransaction: async (_, { transactionId }, ctx) => ({ transactionId: await transactions.deleteBankTransaction(ctx.db, await currentOrganization(ctx), transactionId) }),
    importBankStatement: async (_, { input, statement }, ctx) => ({
      statement: await transactions.importBankStatement(ctx.db, ctx.blobs, await currentOrganization(ctx), input, statement, ctx.clock.now()),
    }),
    categorizeBankTransaction: async (_, { transactionId, input }, ctx) => ({
      banktransaction: await transactions.categorizeBankTransaction(ctx.db, await currentOrganization(ctx), transactionId, input, ctx.clock.now()),
    }),
    uncategorizeBankTransaction: async (_, { transactionId }, ctx) => ({
      banktransaction: await transactions.uncategorizeBankTransaction(ctx.db, await currentOrganization(ctx), transactionId, ctx.clock.now()),
    }),
    createBankRule: async (_, { input }, ctx) => ({ rule: await rules.createBankRule(ctx.db, await currentOrganization(ctx), input) }),
    updateBankRule: async (_, { ruleId, input }, ctx) => ({ rule: await rules.updateBankRule(ctx.db, await currentOrganization(ctx), ruleId, input) }),
    deleteBankRule: async (_, { ruleId }, ctx) => ({ ruleId: await rules.deleteBankRule(ctx.db, await currentOrganization(ctx), ruleId) }),
    createBankReconciliation: async (_, { accountId, input }, ctx) => ({
      reconciliation: await reconciliations.createBankReconciliation(ctx.db, await currentOrganization(ctx), accountId, input, ctx.clock.now()),
    }),
    updateBankReconciliation: async (_, { accountId, reconciliationId, input }, ctx) => ({
      reconciliation: await reconciliations.saveBankReconciliation(ctx.db, await currentOrganization(ctx), accountId, reconciliationId, input, ctx.clock.now()),
    }),
    saveBankReconciliationDraft: async (_, { accountId, reconciliationId, input }, ctx) => ({
      reconciliation: await reconciliations.saveBankReconciliation(ctx.db, await currentOrganization(ctx), accountId, reconciliationId, input, ctx.clock.now()),
    }),
    undoBankReconciliation: async (_, { accountId, reconciliationId }, ctx) => ({
      reconciliation: await reconciliations.undoBankReconciliation(ctx.db, await currentOrganization(ctx), accountId, reconciliationId, ctx.clock.now()),
    }),
    deleteBankReconciliation: async (_, { accountId, reconciliationId }, ctx) => ({
      reconciliationId: await reconciliations.deleteBankReconciliation(ctx.db, ctx.blobs, await currentOrganization(ctx), accountId, reconciliationId, ctx.clock.now()),
    }),
    addBankReconciliationAttachment: async (_, { accountId, reconciliationId, attachment }, ctx) => ({
      documents: await reconciliations.addReconciliationAttachments(ctx.db, await currentOrganization(ctx), accountId, reconciliationId, attachment, ctx.clock.now()),
    }),
    deleteBankReconciliationDocument: async (_, { accountId, reconciliationId, documentId }, ctx) => ({
      documentId: await reconciliations.deleteReconciliationDocument(ctx.db, ctx.blobs, await currentOrganization(ctx), accountId, reconciliationId, documentId),
    }),
  },
};
