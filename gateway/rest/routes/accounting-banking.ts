import { ATTACHMENT_KINDS, STATEMENT_KINDS } from '../../../subgraphs/core/platform/files.ts';
import type { RestModule } from '../route.ts';

const MB = 1024 * 1024;

/** Accounting, /books/v3: bank accounts, transactions, rules and reconciliation (routes.md, Accounting; subgraphs/accounting/README.md, Banking). */
export const bookBanking: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    // Bank rules first: /bankaccounts/rules is a static path beside /bankaccounts/{account_id}.
    { method: 'POST', path: '/bankaccounts/rules', field: 'createBankRule', status: 201, message: 'The rule has been created.' },
    { method: 'GET', path: '/bankaccounts/rules', field: 'bankRules', key: 'rules' },
    { method: 'GET', path: '/bankaccounts/rules/{rule_id}', field: 'bankRule', spread: true },
    { method: 'PUT', path: '/bankaccounts/rules/{rule_id}', field: 'updateBankRule', message: 'The rule has been updated.' },
    { method: 'DELETE', path: '/bankaccounts/rules/{rule_id}', field: 'deleteBankRule', key: null, message: 'The rule has been deleted.' },
    { method: 'POST', path: '/bankaccounts', field: 'createBankAccount', status: 201, message: 'The account has been created.' },
    { method: 'GET', path: '/bankaccounts', field: 'bankAccounts', key: 'bankaccounts', reportName: 'Bank Accounts' },
    { method: 'GET', path: '/bankaccounts/{account_id}', field: 'bankAccount', key: 'bankaccount' },
    { method: 'PUT', path: '/bankaccounts/{account_id}', field: 'updateBankAccount', message: 'The account has been updated.' },
    { method: 'DELETE', path: '/bankaccounts/{account_id}', field: 'deleteBankAccount', key: null, message: 'The account has been deleted.' },
    {
      method: 'POST',
      path: '/bankaccounts/{account_id}/active',
      status: 201,
      field: 'markBankAccountActive',
      key: null,
      message: 'The account has been marked as active.',
    },
    {
      method: 'POST',
      path: '/bankaccounts/{account_id}/inactive',
      status: 201,
      field: 'markBankAccountInactive',
      key: null,
      message: 'The account has been marked as inactive.',
    },
    // Reconciliations of an account.
    { method: 'GET', path: '/bankaccounts/{account_id}/reconciliations', field: 'bankReconciliations', key: 'reconciliations' },
    {
      method: 'POST',
      path: '/bankaccounts/{account_id}/reconciliations',
      field: 'createBankReconciliation',
      message: 'The reconciliation has been created.',
    },
    { method: 'GET', path: '/bankaccounts/{account_id}/reconciliations/{reconciliation_id}', field: 'bankReconciliation', key: 'reconciliation' },
    {
      method: 'PUT',
      path: '/bankaccounts/{account_id}/reconciliations/{reconciliation_id}',
      field: 'updateBankReconciliation',
      message: 'The reconciliation has been updated.',
    },
    {
      method: 'DELETE',
      path: '/bankaccounts/{account_id}/reconciliations/{reconciliation_id}',
      field: 'deleteBankReconciliation',
      key: null,
      message: 'The reconciliation has been deleted.',
    },
    {
      method: 'PUT',
      path: '/bankaccounts/{account_id}/reconciliations/{reconciliation_id}/draft',
      field: 'saveBankReconciliationDraft',
      message: 'The reconciliation has been saved.',
    },
    // Extension: undo a completed reconciliation (routes.md names no route; DELETE also undoes).
    {
      method: 'POST',
      path: '/bankaccounts/{account_id}/reconciliations/{reconciliation_id}/undo',
      field: 'undoBankReconciliation',
      message: 'The reconciliation has been undone.',
    },
    {
      method: 'POST',
      path: '/bankaccounts/{account_id}/reconciliations/{reconciliation_id}/attachment',
      field: 'addBankReconciliationAttachment',
      message: 'Your file has been attached.',
      upload: { part: 'attachment', argument: 'attachment', kinds: ATTACHMENT_KINDS, maxBytes: 10 * MB, maxFiles: 5 },
    },
    {
      method: 'GET',
      path: '/bankaccounts/{account_id}/reconciliations/{reconciliation_id}/documents/{document_id}',
      field: 'bankReconciliationDocument',
      download: {},
    },
    {
      method: 'DELETE',
      path: '/bankaccounts/{account_id}/reconciliations/{reconciliation_id}/documents/{document_id}',
      field: 'deleteBankReconciliationDocument',
      key: null,
      message: 'The document has been deleted.',
    },
    // Bank transactions (routes.md) and statement import (the API family's POST /bankstatements).
    { method: 'POST', path: '/banktransactions', field: 'createBankTransaction', status: 201, message: 'The transaction has been created.' },
    { method: 'GET', path: '/banktransactions', field: 'bankTransactions', key: 'banktransactions', reportName: 'Bank Transactions' },
    { method: 'GET', path: '/banktransactions/{transaction_id}', field: 'bankTransaction', key: 'banktransaction' },
    { method: 'PUT', path: '/banktransactions/{transaction_id}', field: 'updateBankTransaction', message: 'The transaction has been updated.' },
    { method: 'DELETE', path: '/banktransactions/{transaction_id}', field: 'deleteBankTransaction', key: null, message: 'The transaction has been deleted.' },
    {
      method: 'POST',
      path: '/banktransactions/{transaction_id}/categorize',
      field: 'categorizeBankTransaction',
      message: 'The transaction has been categorized.',
    },
    {
      method: 'POST',
      path: '/banktransactions/uncategorized/{transaction_id}/categorize',
      status: 201,
      field: 'categorizeBankTransaction',
      message: 'The transaction has been categorized.',
    },
    {
      method: 'POST',
      path: '/banktransactions/{transaction_id}/uncategorize',
      status: 201,
      field: 'uncategorizeBankTransaction',
      message: 'The transaction has been uncategorized.',
    },
    {
      method: 'POST',
      path: '/bankstatements',
      field: 'importBankStatement',
      status: 201,
      message: 'Your bank statement has been imported.',
      bodyLimit: 10 * MB,
      upload: { part: 'statement', argument: 'statement', kinds: STATEMENT_KINDS, maxBytes: 10 * MB },
    },
  ],
};
