import type { RestModule } from '../route.ts';

/** Enterprise accounting, /erp/v3 (routes.md, Enterprise accounting). */
export const erp: RestModule = {
  prefix: '/erp/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/settings/taxes', field: 'createTax', status: 201, message: 'The tax has been added.' },
    { method: 'GET', path: '/settings/taxes', field: 'taxes' },
    { method: 'GET', path: '/settings/taxes/{tax_id}', field: 'tax' },
    { method: 'PUT', path: '/settings/taxes/{tax_id}', field: 'updateTax', message: 'The tax details have been updated.' },
    { method: 'DELETE', path: '/settings/taxes/{tax_id}', field: 'deleteTax', key: null, message: 'The tax has been deleted.' },
    { method: 'GET', path: '/settings/directtaxes', field: 'directTaxSettings' },
    { method: 'PUT', path: '/settings/directtaxes', field: 'updateDirectTaxSettings', message: 'The direct tax settings have been saved.' },
    { method: 'GET', path: '/registers/{account_id}/transactions', field: 'registerTransactions', query: { accountIds: 'account_id' } },
    {
      method: 'PUT',
      path: '/registers/{account_id}/transactions/bulkupdate',
      field: 'bulkUpdateRegisterTransactions',
      message: 'The transactions have been updated.',
    },
    {
      method: 'PUT',
      path: '/registers/{account_id}/transactions/bulkdelete',
      field: 'bulkDeleteRegisterTransactions',
      message: 'The transactions have been deleted.',
    },
    { method: 'GET', path: '/registers/{account_id}/bulkhistory', field: 'registerBulkHistory', key: 'bulk_actions_history' },
    {
      method: 'GET',
      path: '/registers/{account_id}/bulkhistory/{bulk_action_id}',
      field: 'registerBulkActionDetails',
      reportName: 'Bulk Action Transactions',
    },
    { method: 'GET', path: '/registers/{account_id}/bulkupdate/editpage', field: 'registerBulkUpdateEditPage', spread: true },
    { method: 'GET', path: '/registers/{account_id}/budgetvsactuals', field: 'registerBudgetVsActuals', key: 'register_budget_vs_actual' },
    // Extensions (routes.md names no route): budgets to compare against, manual journals to post.
    { method: 'PUT', path: '/registers/{account_id}/budgets', field: 'setRegisterBudgets', message: 'The budgets have been saved.' },
    { method: 'POST', path: '/journals', field: 'createManualJournal', status: 201, message: 'The journal has been created.' },
    { method: 'GET', path: '/journals/{journal_id}', field: 'manualJournal', key: 'journal' },
  ],
};
