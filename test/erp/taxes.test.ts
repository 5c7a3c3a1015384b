import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, type Response, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { expectEachFieldAlone, columnsSelected } from '../helpers/selection.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;
const TAXES = '/erp/v3/settings/taxes';

interface Org {
  client: Client;
  organizationId: string;
  /** Account ids of the default chart by name. */
  accounts: Record<string, string>;
}

/** An organization of the India edition unless told otherwise. */
async function org(organization: Record<string, unknown> = { address: { country: 'India' }, currency_code: 'INR', time_zone: 'Asia/Kolkata' }): Promise<Org> {
  const { client, organizationId } = await platform.tenant({ organization });
  const chart = await client.get('/books/v3/chartofaccounts');
  expectOk(chart);
  const accounts = Object.fromEntries(chart.body.chartofaccounts.map((a: any) => [a.account_name, a.account_id]));
  return { client, organizationId, accounts };
}

async function tax(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.post(TAXES, { tax_name: unique('Tax'), ...body });
  expectOk(res, 201);
  return res.body.tax;
}

function expectInvalid(res: Response, field: string, rule?: string) {
  expectFailure(res, 4);
  expect(res.body.message).toContain(`Invalid value passed for ${field}`);
  if (rule) expect(res.body.message).toContain(rule);
}

const TAX_FIELDS = `
  taxId taxDisplayName taxName taxNameFormatted taxPercentage isEditable taxType taxAccountId purchaseTaxAccountId
  tdsPayableAccountId tcsReceivableAccountId tcsPayableAccountId taxSpecificType taxSpecificTypeDesc taxSpecificTypeVersion
  taxAuthorityId taxAuthorityName isStateCess isValueAdded isDefaultTax isNonAdvolTax taxFactor taxAccountTracking outputTaxAccountName
  purchaseTaxAccountName purchaseTaxExpenseAccountId accountingAppName accountingReferenceId diffRateReason startDate endDate
  isExpired status description referenceId taxes { taxId taxName taxPercentage taxType }
`;

describe('taxes', () => {
  it('creates a tax with every field and reads the same back through REST and GraphQL', async () => {
    const { client, accounts } = await org();
    const outputIgst = await client.post('/books/v3/chartofaccounts', { account_name: 'Output IGST', account_type: 'output_tax' });
    const inputIgst = await client.post('/books/v3/chartofaccounts', { account_name: 'Input IGST', account_type: 'input_tax' });
    expectOk(outputIgst, 201);
    const body = {
      tax_name: 'IGST18',
      tax_percentage: 18,
      tax_type: 'tax',
      tax_specific_type: 'igst',
      tax_authority_name: 'Central Board of Indirect Taxes and Customs',
      is_value_added: true,
      tax_factor: 'rate',
      tax_account_tracking: 'split',
      tax_account_id: outputIgst.body.chart_of_account.account_id,
      purchase_tax_account_id: inputIgst.body.chart_of_account.account_id,
      purchase_tax_expense_account_id: accounts['Office Supplies'],
      accounting_app_name: 'Legacy Books',
      accounting_reference_id: '132086000000107350',
      start_date: '2024-04-01',
      end_date: '2999-03-31',
      description: 'Standard IGST rate',
      reference_id: 'REF-1',
      is_non_advol_tax: false,
      is_default_tax: true,
      update_draft_invoice: true,
    };
    const created = await client.post(TAXES, body);
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'The tax has been added.' });
    const saved = created.body.tax;
    const { tax_authority_name: _a, update_draft_invoice: _u, ...plain } = body;
    expect(saved).toEqual({
      ...plain,
      tax_id: saved.tax_id,
      tax_display_name: 'IGST 18%',
      tax_name_formatted: 'IGST18 [18%]',
      is_editable: true,
      country: 'India',
      country_code: 'IN',
      tds_payable_account_id: '',
      tcs_receivable_account_id: '',
      tcs_payable_account_id: '',
      tax_specific_type_desc: 'IGST',
      tax_specific_type_version: '1',
      tax_authority_id: saved.tax_authority_id,
      tax_authority_name: 'Central Board of Indirect Taxes and Customs',
      is_state_cess: false,
      output_tax_account_name: 'Output IGST',
      purchase_tax_account_name: 'Input IGST',
      diff_rate_reason: '',
      is_expired: false,
      status: 'active',
      taxes: [],
    });
    expect(saved.tax_id).toMatch(/^\d+$/);
    expect(saved.tax_authority_id).toMatch(/^\d+$/);

    const read = await client.get(`${TAXES}/${saved.tax_id}`);
    expectOk(read);
    expect(read.body.tax).toEqual(saved);

    const gql = await client.graphql(`query ($id: ID!) { tax(taxId: $id) { ${TAX_FIELDS} } }`, { id: saved.tax_id });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.tax).toMatchObject({
      taxId: saved.tax_id,
      taxName: 'IGST18',
      taxPercentage: 18,
      taxType: 'TAX',
      taxSpecificType: 'IGST',
      taxFactor: 'RATE',
      taxAccountTracking: 'SPLIT',
      outputTaxAccountName: 'Output IGST',
      startDate: '2024-04-01',
      isExpired: false,
      isDefaultTax: true,
      status: 'ACTIVE',
      taxes: null,
    });

    // A second tax names the same authority by id, or by name in another case: one authority.
    const again = await tax(client, { tax_percentage: 5, tax_authority_name: 'central board of indirect taxes and customs' });
    expect(again.tax_authority_id).toBe(saved.tax_authority_id);
    expect((await tax(client, { tax_percentage: 5, tax_authority_id: saved.tax_authority_id })).tax_authority_name).toBe(
      'Central Board of Indirect Taxes and Customs',
    );
    expectInvalid(await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tax_authority_id: '123456789' }), 'tax_authority_id');
  });

  it('defaults to a simple active tax posting to the Tax Payable and Input Tax accounts', async () => {
    const { client, accounts } = await org({});
    const saved = await tax(client, { tax_name: 'Sales Tax', tax_percentage: '7.25' });
    expect(saved).toMatchObject({
      tax_name: 'Sales Tax',
      tax_percentage: 7.25,
      tax_type: 'tax',
      status: 'active',
      tax_account_id: accounts['Tax Payable'],
      output_tax_account_name: 'Tax Payable',
      purchase_tax_account_id: accounts['Input Tax'],
      purchase_tax_account_name: 'Input Tax',
      tax_specific_type: '',
      tax_specific_type_desc: '',
      tax_specific_type_version: '',
      tax_display_name: 'Sales Tax 7.25%',
      tax_name_formatted: 'Sales Tax [7.25%]',
      is_non_advol_tax: false,
      start_date: '',
      end_date: '',
      is_expired: false,
    });
  });

  it('names the field and the allowed values of every enumerated field', async () => {
    const { client } = await org();
    const cases: Array<[string, unknown, string]> = [
      ['tax_type', 'vat', 'tax, compound_tax, tds_tax, tcs_tax, tax_on_tax, gst_tds_tax, tax_group, tds_group'],
      ['tax_specific_type', 'vat', 'tax, igst, cgst, sgst, utgst, nil, cess'],
      ['tax_factor', 'quota', 'rate, share'],
      ['tax_account_tracking', 'double', 'split, single'],
      ['diff_rate_reason', 'no_reason', 'tds_non_pan, tds_non_filing, tcs_non_pan, tcs_non_filing'],
      ['status', 'archived', 'active, inactive'],
    ];
    for (const [field, value, allowed] of cases) {
      const res = await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, [field]: value });
      expectInvalid(res, field, `must be one of ${allowed}`);
      const saved = await tax(client, { tax_percentage: 1 });
      expectInvalid(await client.put(`${TAXES}/${saved.tax_id}`, { [field]: value }), field, `must be one of ${allowed}`);
    }
    expectInvalid(
      await client.get(TAXES, { filter_by: 'Taxes.Deleted' }),
      'filter_by',
      'Taxes.All, Taxes.Active, Taxes.Inactive, Taxes.Isexpired, Type.Tax, Type.Compoundtax, Type.Taxgroup, Type.Tds, Type.Tdsgroup',
    );
    expectInvalid(await client.get(TAXES, { sort_column: 'tax_percentage' }), 'sort_column', 'tax_name');
    expectInvalid(await client.get(TAXES, { sort_order: 'up' }), 'sort_order', 'A, D');

    const gql = await client.graphql('mutation { createTax(input: { taxName: "X", taxPercentage: 1, taxType: VAT }) { tax { taxId } } }');
    expect(gql.body.errors?.[0].message).toContain('VAT');
    expect((await client.get(TAXES, { filter_by: 'Taxes.All' })).body.taxes).toHaveLength(cases.length);
  });

  it('names the field and the rule of each invalid value', async () => {
    const { client, accounts } = await org();
    const other = await org();
    expectInvalid(await client.post(TAXES, { tax_percentage: 5 }), 'tax_name', 'is required');
    expectInvalid(await client.post(TAXES, { tax_name: '  ', tax_percentage: 5 }), 'tax_name', 'must not be blank');
    expectInvalid(await client.post(TAXES, { tax_name: 'x'.repeat(101), tax_percentage: 5 }), 'tax_name', 'at most 100 characters');
    expectInvalid(await client.post(TAXES, { tax_name: 'X' }), 'tax_percentage', 'is required');
    expectInvalid(await client.post(TAXES, { tax_name: 'X', tax_percentage: -1 }), 'tax_percentage', 'at least 0');
    expectInvalid(await client.post(TAXES, { tax_name: 'X', tax_percentage: 101 }), 'tax_percentage', 'at most 100');
    expectInvalid(await client.post(TAXES, { tax_name: 'X', tax_percentage: 'ten' }), 'tax_percentage', 'must be a number');
    expectInvalid(await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, start_date: '2024-13-01' }), 'start_date', 'yyyy-mm-dd');
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, start_date: '2024-04-01', end_date: '2024-03-31' }),
      'end_date',
      'must not be before start_date',
    );
    expectInvalid(await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tax_ids: ['1'] }), 'tax_ids', 'only tax_group and tds_group');

    // GST kinds and their own rules.
    expectInvalid(await client.post(TAXES, { tax_name: 'X', tax_percentage: 5, tax_specific_type: 'nil' }), 'tax_percentage', 'must be 0 for a nil-rated tax');
    expect((await tax(client, { tax_percentage: 0, tax_specific_type: 'nil' })).tax_specific_type_desc).toBe('Nil Rated');
    expectInvalid(await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, is_state_cess: true }), 'is_state_cess', 'tax_specific_type cess');
    expect((await tax(client, { tax_percentage: 1, tax_specific_type: 'cess', is_state_cess: true })).is_state_cess).toBe(true);
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tax_type: 'tds_tax', tax_specific_type: 'igst' }),
      'tax_specific_type',
      'not tds_tax',
    );

    // diff_rate_reason belongs to withholding taxes of its own kind.
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, diff_rate_reason: 'tds_non_pan' }),
      'diff_rate_reason',
      'tds_tax or gst_tds_tax',
    );
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tax_type: 'tds_tax', diff_rate_reason: 'tcs_non_pan' }),
      'diff_rate_reason',
      'tcs_tax',
    );
    expect((await tax(client, { tax_percentage: 20, tax_type: 'tds_tax', diff_rate_reason: 'tds_non_pan' })).diff_rate_reason).toBe('tds_non_pan');
    expect((await tax(client, { tax_percentage: 5, tax_type: 'tcs_tax', diff_rate_reason: 'tcs_non_filing' })).diff_rate_reason).toBe('tcs_non_filing');

    // Accounts: of the organization, of the group the field takes, taken only by the types that use them.
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tax_account_id: accounts['Sales'] }),
      'tax_account_id',
      'must be a liability account for a tax',
    );
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tax_account_id: other.accounts['Tax Payable'] }),
      'tax_account_id',
      'is not an account of the organization',
    );
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, purchase_tax_account_id: accounts['Tax Payable'] }),
      'purchase_tax_account_id',
      'must be an asset account',
    );
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, purchase_tax_expense_account_id: accounts['Input Tax'] }),
      'purchase_tax_expense_account_id',
      'must be an expense account',
    );
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tds_payable_account_id: accounts['Tax Payable'] }),
      'tds_payable_account_id',
      'applies only to taxes of type tds_tax or gst_tds_tax',
    );
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tcs_payable_account_id: accounts['Tax Payable'] }),
      'tcs_payable_account_id',
      'applies only to taxes of type tcs_tax',
    );
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tax_type: 'tcs_tax', tcs_receivable_account_id: accounts['Tax Payable'] }),
      'tcs_receivable_account_id',
      'must be an asset account for a tcs_tax',
    );
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tax_type: 'tcs_tax', purchase_tax_account_id: accounts['Input Tax'] }),
      'purchase_tax_account_id',
      'tax, compound_tax or tax_on_tax',
    );
    const inactive = await client.post('/books/v3/chartofaccounts', { account_name: 'Old VAT', account_type: 'output_tax' });
    await client.post(`/books/v3/chartofaccounts/${inactive.body.chart_of_account.account_id}/inactive`);
    expectInvalid(
      await client.post(TAXES, { tax_name: 'X', tax_percentage: 1, tax_account_id: inactive.body.chart_of_account.account_id }),
      'tax_account_id',
      'is inactive',
    );

    const tds = await tax(client, {
      tax_percentage: 10,
      tax_type: 'tds_tax',
      tax_account_id: accounts['Prepaid Expenses'],
      tds_payable_account_id: accounts['Employee Reimbursements'],
    });
    expect(tds).toMatchObject({
      tax_account_id: accounts['Prepaid Expenses'],
      tds_payable_account_id: accounts['Employee Reimbursements'],
      purchase_tax_account_id: '',
    });
    const tcs = await tax(client, {
      tax_percentage: 1,
      tax_type: 'tcs_tax',
      tcs_receivable_account_id: accounts['Prepaid Expenses'],
      tcs_payable_account_id: accounts['Tax Payable'],
    });
    expect(tcs).toMatchObject({
      tax_account_id: '',
      tcs_receivable_account_id: accounts['Prepaid Expenses'],
      tcs_payable_account_id: accounts['Tax Payable'],
    });

    const gql = await client.graphql('mutation { createTax(input: { taxName: "X", taxPercentage: 5, taxSpecificType: NIL }) { tax { taxId } } }');
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'INVALID_VALUE', field: ['input', 'taxPercentage'] });
  });

  it('accepts GST-only values in the India edition only', async () => {
    const { client } = await org({ address: { country: 'Germany' }, currency_code: 'EUR' });
    expectInvalid(await client.post(TAXES, { tax_name: 'X', tax_percentage: 9, tax_specific_type: 'cgst' }), 'tax_specific_type', 'only in the India edition');
    expectInvalid(await client.post(TAXES, { tax_name: 'X', tax_percentage: 2, tax_type: 'gst_tds_tax' }), 'tax_type', 'only in the India edition');
    expect(await tax(client, { tax_name: 'MwSt', tax_percentage: 19, tax_specific_type: 'tax', tax_factor: 'rate' })).toMatchObject({
      tax_specific_type: 'tax',
      tax_display_name: 'MwSt 19%',
    });
    expect((await tax(client, { tax_percentage: 10, tax_type: 'tds_tax' })).tax_type).toBe('tds_tax');

    const india = await org();
    expect((await tax(india.client, { tax_percentage: 2, tax_type: 'gst_tds_tax' })).tax_type).toBe('gst_tds_tax');
    expect((await tax(india.client, { tax_name: 'SGST9', tax_percentage: 9, tax_specific_type: 'sgst' })).tax_display_name).toBe('SGST 9%');
  });

  it('refuses a second tax with the same name, whatever its case', async () => {
    const { client } = await org();
    const first = await tax(client, { tax_name: 'VAT', tax_percentage: 20 });
    const again = await client.post(TAXES, { tax_name: 'vat', tax_percentage: 5 });
    expectFailure(again, 1001);
    expect(again.body).toMatchObject({ code: 1001, message: 'A tax named "vat" already exists.' });
    const other = await tax(client, { tax_name: 'Reduced', tax_percentage: 5 });
    const renamed = await client.put(`${TAXES}/${other.tax_id}`, { tax_name: 'Vat' });
    expect(renamed.body.code).toBe(1001);
    expect((await client.get(`${TAXES}/${first.tax_id}`)).body.tax.tax_name).toBe('VAT');
    // Another organization has its own names.
    expect((await tax((await org()).client, { tax_name: 'VAT', tax_percentage: 20 })).tax_name).toBe('VAT');
  });

  it('updates only the fields given, clears with null and keeps the rules', async () => {
    const { client, accounts } = await org();
    const saved = await tax(client, {
      tax_name: 'CGST9',
      tax_percentage: 9,
      tax_specific_type: 'cgst',
      description: 'Central',
      reference_id: 'R-9',
      end_date: '2999-01-01',
    });
    const res = await client.put(`${TAXES}/${saved.tax_id}`, { tax_percentage: 6, description: null, end_date: null, update_draft_invoice: false });
    expectOk(res);
    expect(res.body).toMatchObject({ code: 0, message: 'The tax details have been updated.' });
    expect(res.body.tax).toEqual({
      ...saved,
      tax_percentage: 6,
      tax_display_name: 'CGST 6%',
      tax_name_formatted: 'CGST9 [6%]',
      description: '',
      end_date: '',
    });

    expect((await client.put(`${TAXES}/${saved.tax_id}`, { tax_type: 'compound_tax' })).body.tax.tax_type).toBe('compound_tax');
    expect((await client.put(`${TAXES}/${saved.tax_id}`, { tax_type: 'tax_on_tax' })).body.tax.tax_type).toBe('tax_on_tax');
    expectInvalid(
      await client.put(`${TAXES}/${saved.tax_id}`, { tax_type: 'tds_tax' }),
      'tax_type',
      'only tax, compound_tax and tax_on_tax change into one another',
    );
    expectInvalid(await client.put(`${TAXES}/${saved.tax_id}`, { tax_percentage: null }), 'tax_percentage', 'is required');
    expectInvalid(await client.put(`${TAXES}/${saved.tax_id}`, { tax_specific_type: 'nil' }), 'tax_percentage', 'must be 0');
    expectInvalid(await client.put(`${TAXES}/${saved.tax_id}`, { start_date: '3000-01-01', end_date: '2999-01-01' }), 'end_date');
    expectInvalid(await client.put(`${TAXES}/${saved.tax_id}`, { tax_account_id: accounts['Input Tax'] }), 'tax_account_id');
    const moved = await client.put(`${TAXES}/${saved.tax_id}`, { tax_account_id: accounts['Employee Reimbursements'], status: 'inactive' });
    expect(moved.body.tax).toMatchObject({
      tax_account_id: accounts['Employee Reimbursements'],
      output_tax_account_name: 'Employee Reimbursements',
      status: 'inactive',
      purchase_tax_account_id: accounts['Input Tax'],
    });

    const gql = await client.graphql(
      `mutation ($id: ID!) { updateTax(taxId: $id, input: { status: ACTIVE, taxName: "CGST 6" }) { tax { taxName status taxPercentage } } }`,
      { id: saved.tax_id },
    );
    expect(gql.body.data.updateTax.tax).toEqual({ taxName: 'CGST 6', status: 'ACTIVE', taxPercentage: 6 });

    const missing = await client.put(`${TAXES}/123456789`, { tax_percentage: 1 });
    expectFailure(missing, 1002, 404);
  });

  it('accepts every update_* flag; those whose documents do not exist yet change nothing', async () => {
    const { client } = await org();
    const saved = await tax(client, { tax_percentage: 12 });
    const flags = {
      update_recurring_invoice: true,
      update_recurring_expense: true,
      update_draft_invoice: true,
      update_recurring_bills: true,
      update_draft_so: true,
      update_subscription: true,
      update_project: true,
    };
    const res = await client.put(`${TAXES}/${saved.tax_id}`, { tax_percentage: 15, ...flags });
    expectOk(res);
    expect(res.body.tax.tax_percentage).toBe(15);
    expect(res.body.tax).not.toHaveProperty('update_draft_invoice');
    expectOk(await client.post(TAXES, { tax_name: unique('T'), tax_percentage: 1, ...flags }), 201);
    expectInvalid(await client.put(`${TAXES}/${saved.tax_id}`, { update_draft_invoice: 'yes' }), 'update_draft_invoice', 'true or false');
  });
});

describe('tax groups and compound taxes', () => {
  it('makes a group of taxes whose percentage is the sum of its members', async () => {
    const { client } = await org();
    const cgst = await tax(client, { tax_name: 'CGST9', tax_percentage: 9, tax_specific_type: 'cgst' });
    const sgst = await tax(client, { tax_name: 'SGST9', tax_percentage: 9, tax_specific_type: 'sgst' });
    const cess = await tax(client, { tax_name: 'Cess', tax_percentage: 1.5, tax_type: 'compound_tax', tax_specific_type: 'cess' });
    const res = await client.post(TAXES, {
      tax_name: 'GST18',
      tax_type: 'tax_group',
      tax_ids: [cgst.tax_id, sgst.tax_id, cess.tax_id],
      description: 'Intra-state',
    });
    expectOk(res, 201);
    const group = res.body.tax;
    expect(group).toMatchObject({
      tax_name: 'GST18',
      tax_type: 'tax_group',
      tax_percentage: 19.5,
      tax_display_name: 'GST18 19.5%',
      tax_name_formatted: 'GST18 [19.5%]',
      tax_account_id: '',
      purchase_tax_account_id: '',
      tax_specific_type: '',
      description: 'Intra-state',
      taxes: [
        { tax_id: cgst.tax_id, tax_name: 'CGST9', tax_percentage: 9, tax_type: 'tax' },
        { tax_id: sgst.tax_id, tax_name: 'SGST9', tax_percentage: 9, tax_type: 'tax' },
        { tax_id: cess.tax_id, tax_name: 'Cess', tax_percentage: 1.5, tax_type: 'compound_tax' },
      ],
    });
    expect((await client.get(`${TAXES}/${group.tax_id}`)).body.tax).toEqual(group);

    // A member's new rate is the group's new rate; the members can be replaced and reordered.
    await client.put(`${TAXES}/${cgst.tax_id}`, { tax_percentage: 6 });
    expect((await client.get(`${TAXES}/${group.tax_id}`)).body.tax.tax_percentage).toBe(16.5);
    const replaced = await client.put(`${TAXES}/${group.tax_id}`, { tax_ids: [sgst.tax_id, cgst.tax_id] });
    expect(replaced.body.tax.tax_percentage).toBe(15);
    expect(replaced.body.tax.taxes.map((t: any) => t.tax_id)).toEqual([sgst.tax_id, cgst.tax_id]);

    const gql = await client.graphql(`query ($id: ID!) { tax(taxId: $id) { taxType taxPercentage taxes { taxName taxPercentage taxType } } }`, {
      id: group.tax_id,
    });
    expect(gql.body.data.tax).toEqual({
      taxType: 'TAX_GROUP',
      taxPercentage: 15,
      taxes: [
        { taxName: 'SGST9', taxPercentage: 9, taxType: 'TAX' },
        { taxName: 'CGST9', taxPercentage: 6, taxType: 'TAX' },
      ],
    });
  });

  it('checks the members of a group', async () => {
    const { client, accounts } = await org();
    const other = await org();
    const vat = await tax(client, { tax_percentage: 10 });
    const tds = await tax(client, { tax_percentage: 10, tax_type: 'tds_tax' });
    const retired = await tax(client, { tax_percentage: 3, status: 'inactive' });
    const group = await tax(client, { tax_type: 'tax_group', tax_ids: [vat.tax_id] });
    const theirs = await tax(other.client, { tax_percentage: 4 });
    const base = { tax_name: 'G', tax_type: 'tax_group' };
    expectInvalid(await client.post(TAXES, base), 'tax_ids', 'is required for a tax_group');
    expectInvalid(await client.post(TAXES, { ...base, tax_ids: [] }), 'tax_ids', 'is required');
    expectInvalid(await client.post(TAXES, { ...base, tax_ids: [vat.tax_id, vat.tax_id] }), 'tax_ids[1]', 'already in the group');
    expectInvalid(
      await client.post(TAXES, { ...base, tax_ids: [vat.tax_id, group.tax_id] }),
      'tax_ids[1]',
      'must be a tax of type tax, compound_tax or tax_on_tax in a tax_group',
    );
    expectInvalid(await client.post(TAXES, { ...base, tax_ids: [tds.tax_id] }), 'tax_ids[0]', 'is a tds_tax');
    expectInvalid(await client.post(TAXES, { ...base, tax_ids: [retired.tax_id] }), 'tax_ids[0]', 'is inactive');
    expectInvalid(await client.post(TAXES, { ...base, tax_ids: [theirs.tax_id] }), 'tax_ids[0]', 'is not a tax of the organization');
    expectInvalid(await client.post(TAXES, { ...base, tax_ids: ['12x'] }), 'tax_ids[0]', 'must be an id');
    expectInvalid(await client.post(TAXES, { ...base, tax_ids: [vat.tax_id], tax_percentage: 10 }), 'tax_percentage', 'sum of its members');
    expectInvalid(
      await client.post(TAXES, { ...base, tax_ids: [vat.tax_id], tax_account_id: accounts['Tax Payable'] }),
      'tax_account_id',
      'is not taken by a group',
    );
    expectInvalid(await client.post(TAXES, { ...base, tax_ids: [vat.tax_id], tax_specific_type: 'igst' }), 'tax_specific_type', 'is not taken by a group');
    expectInvalid(await client.put(`${TAXES}/${group.tax_id}`, { tax_ids: [] }), 'tax_ids', 'is required');
    expectInvalid(await client.put(`${TAXES}/${group.tax_id}`, { tax_type: 'tax' }), 'tax_type', 'a tax_group stays one');
    expectInvalid(await client.put(`${TAXES}/${vat.tax_id}`, { tax_ids: [tds.tax_id] }), 'tax_ids', 'only tax_group and tds_group');

    const tdsGroup = await tax(client, { tax_type: 'tds_group', tax_ids: [tds.tax_id] });
    expect(tdsGroup).toMatchObject({ tax_type: 'tds_group', tax_percentage: 10 });
    expectInvalid(
      await client.post(TAXES, { tax_name: 'TG', tax_type: 'tds_group', tax_ids: [vat.tax_id] }),
      'tax_ids[0]',
      'must be a tax of type tds_tax in a tds_group',
    );
  });

  it('keeps the members of a group: neither deleted nor marked inactive while in it', async () => {
    const { client } = await org();
    const cgst = await tax(client, { tax_name: 'CGST', tax_percentage: 9 });
    const group = await tax(client, { tax_name: 'GST Intra', tax_type: 'tax_group', tax_ids: [cgst.tax_id] });
    const deleted = await client.delete(`${TAXES}/${cgst.tax_id}`);
    expectFailure(deleted, 1004);
    expect(deleted.body).toMatchObject({ code: 1004, message: 'The tax "CGST" cannot be deleted: it is a member of the tax group "GST Intra".' });
    const retired = await client.put(`${TAXES}/${cgst.tax_id}`, { status: 'inactive' });
    expect(retired.body).toMatchObject({ code: 1004, message: 'The tax "CGST" cannot be marked inactive: it is a member of the tax group "GST Intra".' });

    const gone = await client.delete(`${TAXES}/${group.tax_id}`);
    expectOk(gone);
    expect(gone.body).toEqual({ code: 0, message: 'The tax has been deleted.' });
    expectOk(await client.delete(`${TAXES}/${cgst.tax_id}`));
    expectFailure(await client.get(`${TAXES}/${cgst.tax_id}`), 1002, 404);
  });

  it('refuses groups when the organization has turned tax groups off', async () => {
    const { client, organizationId } = await org();
    const vat = await tax(client, { tax_percentage: 10 });
    const off = await client.put(`/books/v3/organizations/${organizationId}`, { tax_group_enabled: false });
    expectOk(off);
    expectInvalid(await client.post(TAXES, { tax_name: 'G', tax_type: 'tax_group', tax_ids: [vat.tax_id] }), 'tax_type', 'tax groups are disabled');
  });
});

describe('tax list', () => {
  it('filters by status, expiry and type, sorts by name and pages', async () => {
    const { client } = await org();
    const alpha = await tax(client, { tax_name: 'alpha', tax_percentage: 5 });
    const bravo = await tax(client, { tax_name: 'Bravo', tax_percentage: 5, tax_type: 'compound_tax' });
    await tax(client, { tax_name: 'charlie', tax_percentage: 5, status: 'inactive' });
    const delta = await tax(client, { tax_name: 'Delta', tax_percentage: 5, end_date: '2020-03-31' });
    const echo = await tax(client, { tax_name: 'echo', tax_type: 'tax_group', tax_ids: [alpha.tax_id, bravo.tax_id] });
    const foxtrot = await tax(client, { tax_name: 'Foxtrot', tax_percentage: 10, tax_type: 'tds_tax' });
    await tax(client, { tax_name: 'golf', tax_percentage: 1, tax_type: 'tcs_tax' });
    await tax(client, { tax_name: 'Hotel', tax_type: 'tds_group', tax_ids: [foxtrot.tax_id] });
    await tax(client, { tax_name: 'India', tax_percentage: 2, tax_type: 'tax_on_tax' });
    await tax(client, { tax_name: 'juliet', tax_percentage: 2, tax_type: 'gst_tds_tax' });
    const names = (res: any) => res.body.taxes.map((t: any) => t.tax_name);

    const active = await client.get(TAXES);
    expectOk(active);
    expect(names(active)).toEqual(['alpha', 'Bravo', 'Delta', 'echo', 'Foxtrot', 'golf', 'Hotel', 'India', 'juliet']);
    expect(active.body.page_context).toEqual({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'tax_name',
      sort_order: 'A',
      applied_filter: 'Taxes.Active',
      report_name: 'Taxes',
    });
    expect(names(await client.get(TAXES, { filter_by: 'Taxes.All' }))).toHaveLength(10);
    expect(names(await client.get(TAXES, { filter_by: 'Taxes.Inactive' }))).toEqual(['charlie']);
    const expired = await client.get(TAXES, { filter_by: 'Taxes.Isexpired' });
    expect(names(expired)).toEqual(['Delta']);
    expect(expired.body.taxes[0]).toMatchObject({ tax_id: delta.tax_id });
    // is_expired is not a key of the family's list entries: the tax read whole answers it.
    expect((await client.get(`${TAXES}/${delta.tax_id}`)).body.tax).toMatchObject({ tax_id: delta.tax_id, end_date: '2020-03-31', is_expired: true });
    expect((await client.get(`${TAXES}/${alpha.tax_id}`)).body.tax.is_expired).toBe(false);
    expect(names(await client.get(TAXES, { filter_by: 'Type.Tax' }))).toEqual(['alpha', 'charlie', 'Delta']);
    expect(names(await client.get(TAXES, { filter_by: 'Type.Compoundtax' }))).toEqual(['Bravo', 'India']);
    expect(names(await client.get(TAXES, { filter_by: 'Type.Taxgroup' }))).toEqual(['echo']);
    expect(names(await client.get(TAXES, { filter_by: 'Type.Tds' }))).toEqual(['Foxtrot', 'juliet']);
    expect(names(await client.get(TAXES, { filter_by: 'Type.Tdsgroup' }))).toEqual(['Hotel']);
    expect(names(await client.get(TAXES, { is_tds_request: true }))).toEqual(['Foxtrot', 'Hotel', 'juliet']);
    expect(names(await client.get(TAXES, { is_tcs_request: true }))).toEqual(['golf']);
    expect(names(await client.get(TAXES, { is_tds_request: true, is_tcs_request: true }))).toEqual(['Foxtrot', 'golf', 'Hotel', 'juliet']);
    expect(names(await client.get(TAXES, { is_tds_request: true, filter_by: 'Type.Tdsgroup' }))).toEqual(['Hotel']);

    // The REST list answers a group's rate, its members (not a key of the family's list entries)
    // being on the group read whole; a GraphQL list shows them only when asked.
    const plain = (await client.get(TAXES, { filter_by: 'Type.Taxgroup' })).body.taxes[0];
    expect(plain).toMatchObject({ tax_id: echo.tax_id, tax_percentage: 10 });
    const detailed = (await client.get(TAXES, { filter_by: 'Type.Taxgroup', include_tax_group_details: true })).body.taxes[0];
    expect(detailed).toMatchObject({ tax_id: echo.tax_id, tax_percentage: 10 });
    expect((await client.get(`${TAXES}/${echo.tax_id}`)).body.tax.taxes).toEqual([
      { tax_id: alpha.tax_id, tax_name: 'alpha', tax_percentage: 5, tax_type: 'tax', tax_authority_id: '', tax_authority_name: '', tax_factor: '' },
      {
        tax_id: bravo.tax_id,
        tax_name: 'Bravo',
        tax_percentage: 5,
        tax_type: 'compound_tax',
        tax_authority_id: '',
        tax_authority_name: '',
        tax_factor: '',
      },
    ]);
    const members = (details: boolean) =>
      client.graphql(
        'query ($details: Boolean) { taxes(filterBy: TYPE_TAXGROUP, includeTaxGroupDetails: $details) { nodes { taxId taxPercentage taxes { taxId taxName taxPercentage taxType taxAuthorityId taxAuthorityName taxFactor } } } }',
        { details },
      );
    const withoutMembers = await members(false);
    expect(withoutMembers.body.errors).toBeUndefined();
    expect(withoutMembers.body.data.taxes.nodes).toEqual([{ taxId: echo.tax_id, taxPercentage: 10, taxes: null }]);
    const withMembers = await members(true);
    expect(withMembers.body.errors).toBeUndefined();
    expect(withMembers.body.data.taxes.nodes).toEqual([
      {
        taxId: echo.tax_id,
        taxPercentage: 10,
        taxes: [
          { taxId: alpha.tax_id, taxName: 'alpha', taxPercentage: 5, taxType: 'TAX', taxAuthorityId: null, taxAuthorityName: null, taxFactor: null },
          { taxId: bravo.tax_id, taxName: 'Bravo', taxPercentage: 5, taxType: 'COMPOUND_TAX', taxAuthorityId: null, taxAuthorityName: null, taxFactor: null },
        ],
      },
    ]);

    const descending = await client.get(TAXES, { filter_by: 'Taxes.All', sort_column: 'tax_name', sort_order: 'D', per_page: 3 });
    expect(names(descending)).toEqual(['juliet', 'India', 'Hotel']);
    expect(descending.body.page_context).toMatchObject({
      page: 1,
      per_page: 3,
      has_more_page: true,
      sort_column: 'tax_name',
      sort_order: 'D',
      applied_filter: 'Taxes.All',
    });
    const last = await client.get(TAXES, { filter_by: 'Taxes.All', sort_order: 'D', per_page: 3, page: 4 });
    expect(names(last)).toEqual(['alpha']);
    expect(last.body.page_context).toMatchObject({ page: 4, has_more_page: false });
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(...names(await client.get(TAXES, { filter_by: 'Taxes.All', per_page: 3, page })));
    expect(pages).toEqual(['alpha', 'Bravo', 'charlie', 'Delta', 'echo', 'Foxtrot', 'golf', 'Hotel', 'India', 'juliet']);
    expectInvalid(await client.get(TAXES, { per_page: 201 }), 'per_page', 'at most 200');

    const gql = await client.graphql(
      '{ taxes(filterBy: TYPE_TAXGROUP, includeTaxGroupDetails: true) { nodes { taxName taxPercentage taxes { taxName } } pageContext { appliedFilter sortColumn sortOrder } } }',
    );
    expect(gql.body.data.taxes).toEqual({
      nodes: [{ taxName: 'echo', taxPercentage: 10, taxes: [{ taxName: 'alpha' }, { taxName: 'Bravo' }] }],
      pageContext: { appliedFilter: 'Type.Taxgroup', sortColumn: 'tax_name', sortOrder: 'A' },
    });
  });
});

describe('tax list cost', () => {
  it('lists 120 taxes and groups with as many SQL statements as 4', async () => {
    const { client } = await org();
    const authority = 'Central Board of Indirect Taxes and Customs';
    let created = 0;
    const createMore = async (count: number) => {
      for (let i = 0; i < count; i++, created++) {
        const member = await tax(client, { tax_name: `Rate ${String(created).padStart(3, '0')}`, tax_percentage: created % 28, tax_authority_name: authority });
        if (created % 2) await tax(client, { tax_name: `Rate ${String(created).padStart(3, '0')} group`, tax_type: 'tax_group', tax_ids: [member.tax_id] });
      }
    };
    // The REST list (the family's entry keys) and a GraphQL list selecting the groups' members.
    const countList = async () => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get(TAXES, { include_tax_group_details: true }));
      expectOk(res);
      return { used: sql.length, taxes: res.body.taxes };
    };
    const countGraph = async () => {
      const { value: res, sql } = await platform.statementsDuring(() =>
        client.graphql(
          '{ taxes(includeTaxGroupDetails: true, perPage: 200) { nodes { taxName taxPercentage taxAuthorityName outputTaxAccountName taxes { taxName taxPercentage taxAuthorityName } } } }',
        ),
      );
      expect(res.body.errors).toBeUndefined();
      return { used: sql.length, taxes: res.body.data.taxes.nodes };
    };
    await createMore(3);
    const few = await countList();
    expect(few.taxes).toHaveLength(4);
    const fewGraph = await countGraph();
    expect(fewGraph.taxes).toHaveLength(4);
    await createMore(77);
    const many = await countList();
    expect(many.taxes).toHaveLength(120);
    expect(many.taxes.at(-1)).toMatchObject({ tax_name: 'Rate 079 group', tax_percentage: 23 });
    expect(many.taxes.at(-2)).toMatchObject({ tax_name: 'Rate 079', tax_authority_name: authority, output_tax_account_name: 'Tax Payable' });
    expect(many.used).toBe(few.used);
    const manyGraph = await countGraph();
    expect(manyGraph.taxes).toHaveLength(120);
    expect(manyGraph.taxes.at(-1)).toMatchObject({
      taxName: 'Rate 079 group',
      taxPercentage: 23,
      taxes: [{ taxName: 'Rate 079', taxPercentage: 23, taxAuthorityName: authority }],
    });
    expect(manyGraph.taxes.at(-2)).toMatchObject({ taxName: 'Rate 079', taxAuthorityName: authority, outputTaxAccountName: 'Tax Payable', taxes: null });
    expect(manyGraph.used).toBe(fewGraph.used);
  });
});

describe('the taxes list reads only what it selects', () => {
  /**
   * Taxes that make every computed field differ: a default IGST with an authority, a factor, its
   * own accounts and a future end date; a state cess compounding; an expired tax of the same
   * authority; an inactive one; a group of the first two; a TDS at a higher rate and a TDS group.
   */
  async function varied() {
    const tenant = await org();
    const { client, accounts } = tenant;
    const outputIgst = await client.post('/books/v3/chartofaccounts', { account_name: 'Output IGST', account_type: 'output_tax' });
    expectOk(outputIgst, 201);
    const authority = 'Central Board of Indirect Taxes and Customs';
    const igst = await tax(client, {
      tax_name: 'A IGST18',
      tax_percentage: 18,
      tax_specific_type: 'igst',
      tax_authority_name: authority,
      tax_factor: 'rate',
      tax_account_tracking: 'split',
      tax_account_id: outputIgst.body.chart_of_account.account_id,
      purchase_tax_expense_account_id: accounts['Office Supplies'],
      accounting_app_name: 'Legacy Books',
      accounting_reference_id: 'L-1',
      start_date: '2024-04-01',
      end_date: '2999-03-31',
      description: 'Standard IGST rate',
      reference_id: 'REF-1',
      is_value_added: true,
      is_default_tax: true,
    });
    const cess = await tax(client, { tax_name: 'B Cess', tax_percentage: 1.5, tax_type: 'compound_tax', tax_specific_type: 'cess', is_state_cess: true });
    await tax(client, { tax_name: 'C Old', tax_percentage: 2.5, end_date: '2020-03-31', tax_authority_name: authority });
    await tax(client, { tax_name: 'D Inactive', tax_percentage: 7, status: 'inactive', tax_account_tracking: 'single' });
    await tax(client, { tax_name: 'E GST', tax_type: 'tax_group', tax_ids: [igst.tax_id, cess.tax_id], description: 'Intra-state' });
    const tds = await tax(client, {
      tax_name: 'F TDS',
      tax_percentage: 10,
      tax_type: 'tds_tax',
      diff_rate_reason: 'tds_non_pan',
      tax_authority_name: 'Income Tax',
    });
    await tax(client, { tax_name: 'G TDS group', tax_type: 'tds_group', tax_ids: [tds.tax_id] });
    return tenant;
  }

  /** The columns a captured select of one table names, sorted (unqualified: columnsRead reads those of joins). */
  const NAMES = ['A IGST18', 'B Cess', 'C Old', 'D Inactive', 'E GST', 'F TDS', 'G TDS group'];
  const list = (nodes: string, perPage = 200) => `{ taxes(filterBy: TAXES_ALL, includeTaxGroupDetails: true, perPage: ${perPage}) { nodes ${nodes} } }`;

  it('answers each field alone as in the whole entry, and the whole entry as the single tax', async () => {
    const { client } = await varied();
    const entries = await expectEachFieldAlone(
      client,
      'Tax',
      list,
      (data) => data.taxes.nodes,
      (e, selection) => `{ tax(taxId: "${e.taxId}") ${selection} }`,
    );
    expect(entries.map((e) => e.taxName)).toEqual(NAMES);
    const [igst, cess, old, inactive, group, tds, tdsGroup] = entries;
    expect(igst).toMatchObject({
      taxDisplayName: 'IGST 18%',
      taxNameFormatted: 'A IGST18 [18%]',
      taxPercentage: 18,
      country: 'India',
      countryCode: 'IN',
      isEditable: true,
      taxSpecificType: 'IGST',
      taxSpecificTypeDesc: 'IGST',
      taxSpecificTypeVersion: '1',
      taxAuthorityName: 'Central Board of Indirect Taxes and Customs',
      taxFactor: 'RATE',
      taxAccountTracking: 'SPLIT',
      outputTaxAccountName: 'Output IGST',
      purchaseTaxAccountName: 'Input Tax',
      isDefaultTax: true,
      isValueAdded: true,
      isExpired: false,
      status: 'ACTIVE',
      taxes: null,
    });
    expect(cess).toMatchObject({
      taxType: 'COMPOUND_TAX',
      taxDisplayName: 'Cess 1.5%',
      taxSpecificTypeDesc: 'Cess',
      isStateCess: true,
      taxAuthorityName: null,
    });
    expect(old).toMatchObject({ taxDisplayName: 'C Old 2.5%', isExpired: true, taxSpecificType: null, taxAuthorityId: igst.taxAuthorityId });
    expect(inactive).toMatchObject({ status: 'INACTIVE', taxAccountTracking: 'SINGLE', isDefaultTax: false });
    expect(group).toMatchObject({
      taxType: 'TAX_GROUP',
      taxPercentage: 19.5,
      taxNameFormatted: 'E GST [19.5%]',
      taxAccountId: null,
      outputTaxAccountName: null,
      taxes: [
        { taxName: 'A IGST18', taxPercentage: 18, taxType: 'TAX', taxAuthorityName: 'Central Board of Indirect Taxes and Customs', taxFactor: 'RATE' },
        { taxName: 'B Cess', taxPercentage: 1.5, taxType: 'COMPOUND_TAX', taxAuthorityName: null },
      ],
    });
    expect(tds).toMatchObject({ taxType: 'TDS_TAX', diffRateReason: 'TDS_NON_PAN', taxAuthorityName: 'Income Tax', taxPercentage: 10 });
    expect(tdsGroup).toMatchObject({ taxType: 'TDS_GROUP', taxPercentage: 10, taxes: [{ taxName: 'F TDS', taxAuthorityName: 'Income Tax' }] });
  });

  it('reads the columns its selection names, looking nothing up for them, in as many statements whatever the page size', async () => {
    const { client } = await varied();
    const { value: two, sql } = await platform.statementsDuring(() => client.graphql(list('{ taxName isDefaultTax }')));
    expect(two.body.errors).toBeUndefined();
    expect(two.body.data.taxes.nodes.map((t: any) => t.taxName)).toEqual(NAMES);
    // One statement of the taxes' data, reading their id and the two columns; no members, accounts or authorities.
    const data = sql.filter((statement) => /from "erp"\.|from "core"\."accounts"/.test(statement));
    expect(data).toHaveLength(1);
    expect(data[0]).toContain('from "erp"."taxes"');
    expect(columnsSelected(data[0])).toEqual(['id', 'is_default', 'tax_name']);

    const count = async (read: () => Promise<unknown>) => (await platform.statementsDuring(read)).sql.length;
    const everything = '{ taxDisplayName taxAuthorityName outputTaxAccountName purchaseTaxAccountName taxes { taxName taxAuthorityName } }';
    const graph = (perPage: number) => count(async () => expect((await client.graphql(list(everything, perPage))).body.errors).toBeUndefined());
    // Five entries hold a group, as seven do: each page reads its groups' members once.
    expect(await graph(5)).toBe(await graph(7));
    const rest = (perPage: number) => count(async () => expectOk(await client.get(TAXES, { filter_by: 'Taxes.All', per_page: perPage })));
    expect(await rest(5)).toBe(await rest(7));

    // The REST list's entries answer as the tax read whole does.
    const listed = await client.get(TAXES, { filter_by: 'Taxes.All' });
    expectOk(listed);
    expect(listed.body.taxes).toHaveLength(7);
    for (const entry of listed.body.taxes) {
      const whole = await client.get(`${TAXES}/${entry.tax_id}`);
      expectOk(whole);
      expect(Object.fromEntries(Object.keys(entry).map((key) => [key, whole.body.tax[key]]))).toEqual(entry);
    }
  });
});

describe('taxes in use and between organizations', () => {
  it('does not let another organization read, change, delete or list an organization taxes', async () => {
    const mine = await org();
    const theirs = await org();
    const saved = await tax(mine.client, { tax_percentage: 18 });
    for (const res of [
      await theirs.client.get(`${TAXES}/${saved.tax_id}`),
      await theirs.client.put(`${TAXES}/${saved.tax_id}`, { tax_percentage: 1 }),
      await theirs.client.delete(`${TAXES}/${saved.tax_id}`),
    ]) {
      expectFailure(res, 1002, 404);
      expect(res.body).toEqual({ code: 1002, message: 'The tax does not exist.' });
    }
    expect((await theirs.client.get(TAXES, { filter_by: 'Taxes.All' })).body.taxes).toEqual([]);
    const gql = await theirs.client.graphql('query ($id: ID!) { tax(taxId: $id) { taxName } }', { id: saved.tax_id });
    expect(gql.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await mine.client.get(`${TAXES}/${saved.tax_id}`)).body.tax.tax_percentage).toBe(18);
    // The other organization's client cannot reach this organization by naming it either.
    const crossed = await theirs.client.in(mine.organizationId).get(`${TAXES}/${saved.tax_id}`);
    expectFailure(crossed, 6041, 401);
  });

  it('refuses to delete a tax an item uses, and shows an item its tax', async () => {
    const { client } = await org();
    const gst = await tax(client, { tax_name: 'GST12', tax_percentage: 12 });
    const igst = await tax(client, { tax_name: 'IGST5', tax_percentage: 5 });
    const created = await client.post('/books/v3/items', {
      name: 'Kettle',
      rate: 40,
      tax_id: gst.tax_id,
      item_tax_preferences: [{ tax_id: igst.tax_id, tax_specification: 'inter' }],
    });
    expectOk(created, 201);
    expect(created.body.item).toMatchObject({ tax_id: gst.tax_id, tax_name: 'GST12', tax_percentage: '12', tax_type: 'tax' });
    const itemId = created.body.item.item_id;

    const refused = await client.delete(`${TAXES}/${gst.tax_id}`);
    expectFailure(refused, 1004);
    expect(refused.body).toEqual({ code: 1004, message: 'The tax "GST12" cannot be deleted: it is the default tax (tax_id) of the item "Kettle".' });
    expect((await client.delete(`${TAXES}/${igst.tax_id}`)).body.message).toBe(
      'The tax "IGST5" cannot be deleted: it is a tax preference (item_tax_preferences) of the item "Kettle".',
    );
    // Retiring a rate is allowed: the item keeps pointing at it until it is edited.
    expectOk(await client.put(`${TAXES}/${gst.tax_id}`, { status: 'inactive' }));
    await client.put(`${TAXES}/${gst.tax_id}`, { status: 'active', tax_percentage: 18, tax_name: 'GST18' });

    const read = await client.get(`/books/v3/items/${itemId}`);
    expect(read.body.item).toMatchObject({ tax_name: 'GST18', tax_percentage: '18', tax_type: 'tax' });
    const gql = await client.graphql('query ($id: ID!) { item(itemId: $id) { name taxId taxName taxType taxPercentage } }', { id: itemId });
    expect(gql.body.data.item).toEqual({ name: 'Kettle', taxId: gst.tax_id, taxName: 'GST18', taxType: 'TAX', taxPercentage: '18' });

    await client.put(`/books/v3/items/${itemId}`, { tax_id: null, item_tax_preferences: [] });
    expect((await client.get(`/books/v3/items/${itemId}`)).body.item).toMatchObject({ tax_id: '', tax_name: '', tax_percentage: '', tax_type: '' });
    expectOk(await client.delete(`${TAXES}/${gst.tax_id}`));
    expectOk(await client.delete(`${TAXES}/${igst.tax_id}`));
  });

  it('keeps the accounts a tax posts to: neither deleted nor marked inactive', async () => {
    const { client } = await org();
    const account = await client.post('/books/v3/chartofaccounts', { account_name: 'Output VAT', account_type: 'output_tax' });
    const accountId = account.body.chart_of_account.account_id;
    await tax(client, { tax_name: 'VAT20', tax_percentage: 20, tax_account_id: accountId });
    const deleted = await client.delete(`/books/v3/chartofaccounts/${accountId}`);
    expect(deleted.body).toMatchObject({ code: 1004, message: 'The account "Output VAT" cannot be deleted: it is the tax_account_id of the tax "VAT20".' });
    const inactive = await client.post(`/books/v3/chartofaccounts/${accountId}/inactive`);
    expect(inactive.body.code).toBe(1004);
  });

  it('asks for the ERP.settings scopes', async () => {
    const reader = await platform.tenant({ scope: 'ERP.settings.READ' });
    expectOk(await reader.client.get(TAXES));
    const refused = await reader.client.post(TAXES, { tax_name: 'X', tax_percentage: 1 });
    expectFailure(refused, 57, 403);
    expect(refused.body.message).toContain('ERP.settings.CREATE');
    // The Books settings scopes reach the same taxes (/books/v3/settings/taxes); other Books areas do not.
    const books = await platform.tenant({ scope: 'SvcBooks.contacts.ALL' });
    expectFailure(await books.client.get(TAXES), 57, 403);
    expectOk(await (await platform.tenant({ scope: 'SvcBooks.settings.READ' })).client.get(TAXES));
  });
});

describe('update_draft_invoice', () => {
  it('recomputes the draft invoices using a tax, or a group containing it, only when asked; sent invoices keep their rate', async () => {
    const { client } = await org({});
    const customer = await client.post('/books/v3/contacts', { contact_name: unique('Customer') });
    expectOk(customer, 201);
    const vat = await tax(client, { tax_name: 'VAT', tax_percentage: 10 });
    const levy = await tax(client, { tax_name: 'Levy', tax_percentage: 5, tax_type: 'compound_tax' });
    const group = await tax(client, { tax_name: 'VAT and levy', tax_type: 'tax_group', tax_ids: [vat.tax_id, levy.tax_id] });
    const invoice = async (taxId: string) => {
      const res = await client.post('/books/v3/invoices', {
        customer_id: customer.body.contact.contact_id,
        line_items: [{ name: 'Service', rate: 100, quantity: 1, tax_id: taxId }],
      });
      expectOk(res, 201);
      return res.body.invoice.invoice_id as string;
    };
    const simple = await invoice(vat.tax_id);
    const grouped = await invoice(group.tax_id);
    const sent = await invoice(vat.tax_id);
    expectOk(await client.post(`/books/v3/invoices/${sent}/status/sent`));
    const read = async (invoiceId: string) => (await client.get(`/books/v3/invoices/${invoiceId}`)).body.invoice;
    expect(await read(grouped)).toMatchObject({ tax_total: 15.5, total: 115.5 });

    // Without the flag the drafts keep the rate they were written with.
    expectOk(await client.put(`${TAXES}/${vat.tax_id}`, { tax_percentage: 12 }));
    expect(await read(simple)).toMatchObject({ tax_total: 10, total: 110, line_items: [{ tax_percentage: 10 }] });
    expect(await read(grouped)).toMatchObject({ tax_total: 15.5, total: 115.5 });

    // With it, every draft using the tax or its group follows; the compound levy applies on the new VAT.
    const res = await client.put(`${TAXES}/${vat.tax_id}`, { tax_percentage: 20, update_draft_invoice: true });
    expectOk(res);
    expect(await read(simple)).toMatchObject({
      tax_total: 20,
      total: 120,
      balance: 120,
      taxes: [{ tax_id: vat.tax_id, tax_name: 'VAT', tax_percentage: 20, tax_amount: 20 }],
      line_items: [{ tax_id: vat.tax_id, tax_percentage: 20 }],
    });
    expect(await read(grouped)).toMatchObject({
      tax_total: 26,
      total: 126,
      taxes: [
        { tax_name: 'VAT', tax_percentage: 20, tax_amount: 20 },
        { tax_name: 'Levy', tax_percentage: 5, tax_amount: 6 },
      ],
      line_items: [{ tax_id: group.tax_id, tax_percentage: 25 }],
    });
    expect(await read(sent)).toMatchObject({ status: 'sent', tax_total: 10, total: 110 });

    // A change of the group's members is a change of the group's rate too.
    await client.put(`${TAXES}/${group.tax_id}`, { tax_ids: [vat.tax_id], update_draft_invoice: true });
    expect(await read(grouped)).toMatchObject({ tax_total: 20, total: 120 });
  });
});
