import { RECEIPT_KINDS } from '../../../subgraphs/core/platform/files.ts';
import type { RestModule } from '../route.ts';

/**
 * Expense management, /expense/v1 (routes.md, Expense management). Routes the spec leaves
 * without a path (users and roles, POST /expensereports/{id}/advances...) are named in
 * subgraphs/expense/README.md. Static paths are matched before parameters.
 */
export const expense: RestModule = {
  prefix: '/expense/v1',
  organization: { header: 'X-com-svc-expense-organizationid' },
  routes: [
    // Roles (an extension: the spec names no path for them).
    { method: 'GET', path: '/users', field: 'expenseUsers', key: 'users' },
    { method: 'GET', path: '/users/{user_id}', field: 'expenseUser', key: 'user' },
    { method: 'PUT', path: '/users/{user_id}', field: 'updateExpenseUser', message: 'The user has been updated.' },
    // Categories and policies.
    { method: 'GET', path: '/expensecategories', field: 'expenseCategories', key: 'expense_categories' },
    { method: 'POST', path: '/expensecategories', field: 'createExpenseCategory', status: 201, message: 'The expense category has been created.' },
    { method: 'GET', path: '/policies', field: 'expensePolicies', key: 'policies' },
    { method: 'POST', path: '/policies', field: 'createExpensePolicy', status: 201, message: 'The policy has been created.' },
    // Expenses and receipts.
    {
      method: 'POST',
      path: '/expenses',
      field: 'createEmployeeExpense',
      status: 201,
      message: 'The expense has been recorded.',
      upload: { part: 'receipt', argument: 'receipt', kinds: RECEIPT_KINDS },
    },
    { method: 'GET', path: '/expenses', field: 'employeeExpenses', key: 'expenses' },
    { method: 'GET', path: '/expenses/{expense_id}', field: 'employeeExpense', key: 'expense' },
    { method: 'PUT', path: '/expenses/{expense_id}', field: 'updateEmployeeExpense', message: 'The expense has been updated.' },
    { method: 'DELETE', path: '/expenses/{expense_id}', field: 'deleteEmployeeExpense', key: null, message: 'The expense has been deleted.' },
    {
      method: 'POST',
      path: '/expenses/{expense_id}/receipt',
      field: 'attachEmployeeExpenseReceipt',
      status: 201,
      message: 'The receipt has been attached.',
      upload: { part: 'receipt', argument: 'receipt', kinds: RECEIPT_KINDS },
    },
    { method: 'GET', path: '/expenses/{expense_id}/receipt', field: 'employeeExpenseReceipt', download: {} },
    { method: 'DELETE', path: '/expenses/{expense_id}/receipt', field: 'deleteEmployeeExpenseReceipt', key: null, message: 'The receipt has been deleted.' },
    // Advances.
    { method: 'POST', path: '/advancepayments', field: 'createAdvancePayment', status: 201, message: 'The advance payment has been recorded.' },
    { method: 'GET', path: '/advancepayments', field: 'advancePayments' },
    { method: 'GET', path: '/advancepayments/{advance_payment_id}', field: 'advancePayment' },
    { method: 'PUT', path: '/advancepayments/{advance_payment_id}', field: 'updateAdvancePayment', message: 'The advance payment has been updated.' },
    {
      method: 'DELETE',
      path: '/advancepayments/{advance_payment_id}',
      field: 'deleteAdvancePayment',
      key: null,
      message: 'The advance payment has been deleted.',
    },
    {
      method: 'POST',
      path: '/advancepayments/{advance_payment_id}/submit',
      field: 'submitAdvancePayment',
      message: 'The advance payment has been submitted for approval.',
    },
    {
      method: 'POST',
      path: '/advancepayments/{advance_payment_id}/approve',
      field: 'approveAdvancePayment',
      message: 'The advance payment has been approved.',
    },
    { method: 'POST', path: '/advancepayments/{advance_payment_id}/reject', field: 'rejectAdvancePayment', message: 'The advance payment has been rejected.' },
    { method: 'POST', path: '/advancepayments/{advance_payment_id}/recall', field: 'recallAdvancePayment', message: 'The advance payment has been recalled.' },
    { method: 'POST', path: '/advancepayments/{advance_payment_id}/void', field: 'voidAdvancePayment', message: 'The advance payment has been voided.' },
    { method: 'POST', path: '/advancepayments/{advance_payment_id}/refund', field: 'refundAdvancePayment', message: 'The refund has been recorded.' },
    // Reports: multi-report variants first.
    { method: 'POST', path: '/expensereports/submit', field: 'submitExpenseReports', message: 'The expense reports have been submitted.' },
    { method: 'POST', path: '/expensereports/approve', field: 'approveExpenseReports', message: 'The expense reports have been approved.' },
    { method: 'POST', path: '/expensereports/archive', field: 'archiveExpenseReports', message: 'The expense reports have been archived.' },
    { method: 'POST', path: '/expensereports', field: 'createExpenseReport', status: 201, message: 'The expense report has been created.' },
    { method: 'GET', path: '/expensereports', field: 'expenseReports' },
    { method: 'GET', path: '/expensereports/{report_id}', field: 'expenseReport' },
    { method: 'PUT', path: '/expensereports/{report_id}', field: 'updateExpenseReport', message: 'The expense report has been updated.' },
    { method: 'DELETE', path: '/expensereports/{report_id}', field: 'deleteExpenseReport', key: null, message: 'The expense report has been deleted.' },
    { method: 'POST', path: '/expensereports/{report_id}/submit', field: 'submitExpenseReport', message: 'The expense report has been submitted.' },
    { method: 'POST', path: '/expensereports/{report_id}/approve', field: 'approveExpenseReport', message: 'The expense report has been approved.' },
    { method: 'POST', path: '/expensereports/{report_id}/reject', field: 'rejectExpenseReport', message: 'The expense report has been rejected.' },
    { method: 'POST', path: '/expensereports/{report_id}/recall', field: 'recallExpenseReport', message: 'The expense report has been recalled.' },
    { method: 'POST', path: '/expensereports/{report_id}/reimburse', field: 'reimburseExpenseReport', message: 'The reimbursement has been recorded.' },
    {
      method: 'DELETE',
      path: '/expensereports/{report_id}/reimburse',
      field: 'cancelExpenseReportReimbursement',
      message: 'The reimbursement has been cancelled.',
    },
    { method: 'GET', path: '/expensereports/{report_id}/approvalhistory', field: 'expenseReportApprovalHistory', key: 'approval_history' },
    { method: 'POST', path: '/expensereports/{report_id}/archive', field: 'archiveExpenseReport', message: 'The expense report has been archived.' },
    { method: 'POST', path: '/expensereports/{report_id}/unarchive', field: 'unarchiveExpenseReport', message: 'The expense report has been unarchived.' },
    {
      method: 'POST',
      path: '/expensereports/{report_id}/expense/{expense_id}/reject',
      field: 'rejectReportExpense',
      message: 'The expense has been rejected.',
    },
    { method: 'POST', path: '/expensereports/{report_id}/expensebulkreject', field: 'bulkRejectReportExpenses', message: 'The expenses have been rejected.' },
    { method: 'GET', path: '/expensereports/{report_id}/validate', field: 'expenseReportValidation', key: 'validation' },
    { method: 'POST', path: '/expensereports/{report_id}/expenses', field: 'addExpensesToReport', message: 'The expenses have been added to the report.' },
    {
      method: 'DELETE',
      path: '/expensereports/{report_id}/expenses',
      field: 'removeExpensesFromReport',
      message: 'The expenses have been removed from the report.',
    },
    { method: 'POST', path: '/expensereports/{report_id}/advances', field: 'applyAdvancesToReport', message: 'The advance payments have been applied.' },
    {
      method: 'DELETE',
      path: '/expensereports/{report_id}/advances/{advance_payment_id}',
      field: 'removeAdvanceFromReport',
      message: 'The advance payment has been removed from the report.',
    },
    { method: 'GET', path: '/expensereports/{report_id}/comments', field: 'expenseReportComments', key: 'comments' },
    { method: 'POST', path: '/expensereports/{report_id}/comments', field: 'addExpenseReportComment', status: 201, message: 'Comments added.' },
    {
      method: 'GET',
      path: '/expensereports/{report_id}/export',
      field: 'expenseReport',
      render: {
        default: 'pdf',
        formats: { pdf: 'expense.report-pdf', csv: 'expense.report-csv' },
      },
    },
  ],
};
