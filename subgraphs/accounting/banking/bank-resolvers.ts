import { toPage } from '../../core/request/pagination.ts';
import { scopeOf } from '../../core/request/scope.ts';
import { selectedFields } from '../../core/request/selection.ts';
import type { Resolvers } from '../generated/graphql.ts';
import * as accounts from './bank-accounts.ts';
import * as reconciliations from './bank-reconciliations.ts';
import * as rules from './bank-rule-service.ts';
import { importBankStatement } from './bank-statement-service.ts';
import * as transactions from './bank-transaction-service.ts';

export const bankingResolvers: Resolvers = {
  Query: {
    bankAccounts: async (_, args, ctx) => accounts.listBankAccounts(await scopeOf(ctx), toPage(args.page, args.perPage), args),
    bankAccount: async (_, { accountId }, ctx) => accounts.getBankAccount(await scopeOf(ctx), accountId),
    bankTransactions: async (_, args, ctx, info) =>
      transactions.listBankTransactions(await scopeOf(ctx), toPage(args.page, args.perPage), args, selectedFields(info, ['nodes'])),
    bankTransaction: async (_, { transactionId }, ctx) => transactions.getBankTransaction(await scopeOf(ctx), transactionId),
    bankRules: async (_, args, ctx) => rules.listBankRules(await scopeOf(ctx), toPage(args.page, args.perPage), args.accountId),
    bankRule: async (_, { ruleId }, ctx) => rules.getBankRule(await scopeOf(ctx), ruleId),
    bankReconciliations: async (_, args, ctx) => reconciliations.listBankReconciliations(await scopeOf(ctx), args.accountId, toPage(args.page, args.perPage)),
    bankReconciliation: async (_, { accountId, reconciliationId }, ctx) =>
      reconciliations.getBankReconciliation(await scopeOf(ctx), accountId, reconciliationId),
    bankReconciliationDocument: async (_, { accountId, reconciliationId, documentId }, ctx) =>
      reconciliations.getReconciliationDocument(await scopeOf(ctx), accountId, reconciliationId, documentId),
  },
  Mutation: {
    createBankAccount: async (_, { input }, ctx) => ({ bankaccount: await accounts.createBankAccount(await scopeOf(ctx), input) }),
    updateBankAccount: async (_, { accountId, input }, ctx) => ({ bankaccount: await accounts.updateBankAccount(await scopeOf(ctx), accountId, input) }),
    deleteBankAccount: async (_, { accountId }, ctx) => ({ accountId: await accounts.deleteBankAccount(await scopeOf(ctx), accountId) }),
    markBankAccountActive: async (_, { accountId }, ctx) => ({ bankaccount: await accounts.setBankAccountActive(await scopeOf(ctx), accountId, true) }),
    markBankAccountInactive: async (_, { accountId }, ctx) => ({ bankaccount: await accounts.setBankAccountActive(await scopeOf(ctx), accountId, false) }),
    createBankTransaction: async (_, { input }, ctx) => ({ banktransaction: await transactions.createBankTransaction(await scopeOf(ctx), input) }),
    updateBankTransaction: async (_, { transactionId, input }, ctx) => ({
      banktransaction: await transactions.updateBankTransaction(await scopeOf(ctx), transactionId, input),
    }),
    deleteBankTransaction: async (_, { transactionId }, ctx) => ({
      transactionId: await transactions.deleteBankTransaction(await scopeOf(ctx), transactionId),
    }),
    importBankStatement: async (_, { input, statement }, ctx) => ({ statement: await importBankStatement(await scopeOf(ctx), input, statement) }),
    categorizeBankTransaction: async (_, { transactionId, input }, ctx) => ({
      banktransaction: await transactions.categorizeBankTransaction(await scopeOf(ctx), transactionId, input),
    }),
    uncategorizeBankTransaction: async (_, { transactionId }, ctx) => ({
      banktransaction: await transactions.uncategorizeBankTransaction(await scopeOf(ctx), transactionId),
    }),
    createBankRule: async (_, { input }, ctx) => ({ rule: await rules.createBankRule(await scopeOf(ctx), input) }),
    updateBankRule: async (_, { ruleId, input }, ctx) => ({ rule: await rules.updateBankRule(await scopeOf(ctx), ruleId, input) }),
    deleteBankRule: async (_, { ruleId }, ctx) => ({ ruleId: await rules.deleteBankRule(await scopeOf(ctx), ruleId) }),
    createBankReconciliation: async (_, { accountId, input }, ctx) => ({
      reconciliation: await reconciliations.createBankReconciliation(await scopeOf(ctx), accountId, input),
    }),
    updateBankReconciliation: async (_, { accountId, reconciliationId, input }, ctx) => ({
      reconciliation: await reconciliations.saveBankReconciliation(await scopeOf(ctx), accountId, reconciliationId, input),
    }),
    saveBankReconciliationDraft: async (_, { accountId, reconciliationId, input }, ctx) => ({
      reconciliation: await reconciliations.saveBankReconciliation(await scopeOf(ctx), accountId, reconciliationId, input),
    }),
    undoBankReconciliation: async (_, { accountId, reconciliationId }, ctx) => ({
      reconciliation: await reconciliations.undoBankReconciliation(await scopeOf(ctx), accountId, reconciliationId),
    }),
    deleteBankReconciliation: async (_, { accountId, reconciliationId }, ctx) => ({
      reconciliationId: await reconciliations.deleteBankReconciliation(await scopeOf(ctx), accountId, reconciliationId),
    }),
    addBankReconciliationAttachment: async (_, { accountId, reconciliationId, attachment }, ctx) => ({
      documents: await reconciliations.addReconciliationAttachments(await scopeOf(ctx), accountId, reconciliationId, attachment),
    }),
    deleteBankReconciliationDocument: async (_, { accountId, reconciliationId, documentId }, ctx) => ({
      documentId: await reconciliations.deleteReconciliationDocument(await scopeOf(ctx), accountId, reconciliationId, documentId),
    }),
  },
};
