import type { RestModule } from '../route.ts';

/**
 * Taxes and tax groups, /books/v3/settings (routes.md, Taxes (Books view)): the erp module's
 * taxes, the same rows as /erp/v3/settings/taxes, under SvcBooks.settings scopes. Groups are
 * taxes of type tax_group seen through their own resource. As the family's Books shapes, one tax
 * answers in a one-element array (`tax: [ { … } ]`, `listed`); a tax group is an object.
 */
/**
 * Tax exemptions (erp's taxes/tax-exemption-service.ts), the same under /books/v3 and
 * /inventory/v1 as the family publishes them; every write answers 200 as its shapes do.
 */
export const TAX_EXEMPTION_ROUTES: RestModule['routes'] = [
  { method: 'POST', path: '/settings/taxexemptions', field: 'createTaxExemption', message: 'The tax exemption has been added.' },
  { method: 'GET', path: '/settings/taxexemptions', field: 'taxExemptions' },
  { method: 'GET', path: '/settings/taxexemptions/{tax_exemption_id}', field: 'taxExemption' },
  { method: 'PUT', path: '/settings/taxexemptions/{tax_exemption_id}', field: 'updateTaxExemption', message: 'The tax exemption has been updated.' },
  {
    method: 'DELETE',
    path: '/settings/taxexemptions/{tax_exemption_id}',
    field: 'deleteTaxExemption',
    key: null,
    message: 'The tax exemption has been deleted.',
  },
];

export const bookTaxes: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/settings/taxes', field: 'createTax', key: 'tax', listed: true, status: 201, message: 'The tax has been added.' },
    { method: 'GET', path: '/settings/taxes', field: 'taxes' },
    { method: 'GET', path: '/settings/taxes/{tax_id}', field: 'tax', listed: true },
    { method: 'PUT', path: '/settings/taxes/{tax_id}', field: 'updateTax', key: 'tax', listed: true, message: 'Tax information has been saved.' },
    { method: 'DELETE', path: '/settings/taxes/{tax_id}', field: 'deleteTax', key: null, message: 'The record has been deleted.' },
    {
      method: 'POST',
      path: '/settings/taxgroups',
      field: 'createTaxGroup',
      bodyAliases: { tax_ids: 'taxes' },
      status: 201,
      message: 'Tax Group information has been saved.',
    },
    { method: 'GET', path: '/settings/taxgroups', field: 'taxGroups', key: 'taxgroups' },
    { method: 'GET', path: '/settings/taxgroups/{tax_group_id}', field: 'taxGroup' },
    {
      method: 'PUT',
      path: '/settings/taxgroups/{tax_group_id}',
      field: 'updateTaxGroup',
      bodyAliases: { tax_ids: 'taxes' },
      message: 'Tax Group information has been saved.',
    },
    { method: 'DELETE', path: '/settings/taxgroups/{tax_group_id}', field: 'deleteTaxGroup', key: null, message: 'The tax group has been deleted.' },
    ...TAX_EXEMPTION_ROUTES,
  ],
};
