import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, type Response, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const SETTINGS = '/erp/v3/settings/directtaxes';

interface Org {
  client: Client;
  organizationId: string;
  accounts: Record<string, string>;
}

async function org(): Promise<Org> {
  const { client, organizationId } = await platform.tenant({
    organization: { name: `Org ${randomBytes(3).toString('hex')}`, address: { country: 'India' }, currency_code: 'INR' },
  });
  const chart = await client.get('/books/v3/chartofaccounts');
  expectOk(chart);
  return { client, organizationId, accounts: Object.fromEntries(chart.body.chartofaccounts.map((a: any) => [a.account_name, a.account_id])) };
}

async function expenseAccount(client: Client, name: string): Promise<string> {
  const res = await client.post('/books/v3/chartofaccounts', { account_name: name, account_type: 'expense' });
  expectOk(res, 201);
  return res.body.chart_of_account.account_id;
}

function expectInvalid(res: Response, field: string, rule?: string) {
  expectFailure(res, 4);
  expect(res.body.message).toContain(`Invalid value passed for ${field}`);
  if (rule) expect(res.body.message).toContain(rule);
}

const EMPTY = {
  tds_calculation_type: '',
  track_tds_liability_from: '',
  default_penalty_account_id: '',
  default_interest_account_id: '',
  default_penalty_account_name: '',
  default_interest_account_name: '',
  registration_details: [],
};

describe('direct-tax settings', () => {
  it('starts empty, saves every field and reads the same back through REST and GraphQL', async () => {
    const { client } = await org();
    const first = await client.get(SETTINGS);
    expectOk(first);
    expect(first.body).toEqual({ code: 0, message: 'success', direct_tax_settings: EMPTY });

    const penalty = await expenseAccount(client, 'TDS Penalty');
    const interest = await expenseAccount(client, 'TDS Interest');
    const saved = await client.put(SETTINGS, {
      tds_calculation_type: 'line_item_level',
      track_tds_liability_from: '04-2024',
      default_penalty_account_id: penalty,
      default_interest_account_id: interest,
      registration_details: [
        { type: 'tan', value: 'PDES03028F' },
        { type: 'pan', value: 'AAAPL1234C' },
        { type: 'tds_circle', value: 'Ward 12(3), Mumbai' },
      ],
    });
    expectOk(saved);
    const expected = {
      tds_calculation_type: 'line_item_level',
      track_tds_liability_from: '04-2024',
      default_penalty_account_id: penalty,
      default_interest_account_id: interest,
      default_penalty_account_name: 'TDS Penalty',
      default_interest_account_name: 'TDS Interest',
      registration_details: [
        { type: 'tan', type_formatted: 'TAN', value: 'PDES03028F' },
        { type: 'pan', type_formatted: 'PAN', value: 'AAAPL1234C' },
        { type: 'tds_circle', type_formatted: 'TDS Circle', value: 'Ward 12(3), Mumbai' },
      ],
    };
    expect(saved.body).toEqual({ code: 0, message: 'The direct tax settings have been saved.', direct_tax_settings: expected });
    expect((await client.get(SETTINGS)).body.direct_tax_settings).toEqual(expected);

    const gql = await client.graphql(
      '{ directTaxSettings { tdsCalculationType trackTdsLiabilityFrom defaultPenaltyAccountName registrationDetails { type typeFormatted value } } }',
    );
    expect(gql.body.data.directTaxSettings).toEqual({
      tdsCalculationType: 'LINE_ITEM_LEVEL',
      trackTdsLiabilityFrom: '04-2024',
      defaultPenaltyAccountName: 'TDS Penalty',
      registrationDetails: [
        { type: 'TAN', typeFormatted: 'TAN', value: 'PDES03028F' },
        { type: 'PAN', typeFormatted: 'PAN', value: 'AAAPL1234C' },
        { type: 'TDS_CIRCLE', typeFormatted: 'TDS Circle', value: 'Ward 12(3), Mumbai' },
      ],
    });
  });

  it('changes only the fields given and clears with null', async () => {
    const { client } = await org();
    const penalty = await expenseAccount(client, 'Penalties');
    await client.put(SETTINGS, {
      tds_calculation_type: 'transaction_level',
      track_tds_liability_from: '01-2025',
      default_penalty_account_id: penalty,
      registration_details: [{ type: 'tan', value: 'PDES03028F' }],
    });
    const partial = await client.put(SETTINGS, { track_tds_liability_from: '12-2025' });
    expect(partial.body.direct_tax_settings).toMatchObject({
      tds_calculation_type: 'transaction_level',
      track_tds_liability_from: '12-2025',
      default_penalty_account_id: penalty,
      registration_details: [{ type: 'tan', value: 'PDES03028F' }],
    });
    const gql = await client.graphql(
      'mutation { updateDirectTaxSettings(input: { defaultPenaltyAccountId: null, registrationDetails: [], tdsCalculationType: null }) { directTaxSettings { tdsCalculationType trackTdsLiabilityFrom defaultPenaltyAccountId defaultPenaltyAccountName registrationDetails { value } } } }',
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.updateDirectTaxSettings.directTaxSettings).toEqual({
      tdsCalculationType: null,
      trackTdsLiabilityFrom: '12-2025',
      defaultPenaltyAccountId: null,
      defaultPenaltyAccountName: null,
      registrationDetails: [],
    });
  });

  it('names the field and the rule of each invalid value', async () => {
    const { client, accounts } = await org();
    const other = await org();
    expectInvalid(
      await client.put(SETTINGS, { tds_calculation_type: 'invoice_level' }),
      'tds_calculation_type',
      'must be one of line_item_level, transaction_level',
    );
    for (const month of ['13-2024', '00-2024', '2024-04', 'April 2024', '4-2024', '04-24']) {
      expectInvalid(await client.put(SETTINGS, { track_tds_liability_from: month }), 'track_tds_liability_from', 'MM-yyyy');
    }
    expectInvalid(await client.put(SETTINGS, { default_penalty_account_id: accounts['Sales'] }), 'default_penalty_account_id', 'must be an expense account');
    expectInvalid(
      await client.put(SETTINGS, { default_interest_account_id: accounts['Tax Payable'] }),
      'default_interest_account_id',
      'must be an expense account',
    );
    expectInvalid(
      await client.put(SETTINGS, { default_interest_account_id: other.accounts['Rent Expense'] }),
      'default_interest_account_id',
      'is not an account of the organization',
    );
    expectInvalid(await client.put(SETTINGS, { default_interest_account_id: 'twelve' }), 'default_interest_account_id', 'must be an id');
    const retired = await expenseAccount(client, 'Retired');
    await client.post(`/books/v3/chartofaccounts/${retired}/inactive`);
    expectInvalid(await client.put(SETTINGS, { default_penalty_account_id: retired }), 'default_penalty_account_id', 'is inactive');
    expectInvalid(
      await client.put(SETTINGS, { registration_details: [{ type: 'gstin', value: 'X' }] }),
      'registration_details[0].type',
      'must be one of tan, pan, tds_circle',
    );
    expectInvalid(await client.put(SETTINGS, { registration_details: [{ type: 'tan' }] }), 'registration_details[0].value', 'is required');
    expectInvalid(
      await client.put(SETTINGS, { registration_details: [{ type: 'tds_circle', value: '   ' }] }),
      'registration_details[0].value',
      'must not be blank',
    );
    expectInvalid(await client.put(SETTINGS, { registration_details: [{ type: 'tan', value: 'pdes03028f' }] }), 'registration_details[0].value', 'a TAN');
    expectInvalid(await client.put(SETTINGS, { registration_details: [{ type: 'pan', value: 'AAAPL12345' }] }), 'registration_details[0].value', 'a PAN');
    expectInvalid(
      await client.put(SETTINGS, {
        registration_details: [
          { type: 'pan', value: 'AAAPL1234C' },
          { type: 'pan', value: 'BBBPL1234C' },
        ],
      }),
      'registration_details[1].type',
      'pan is given twice',
    );
    // Nothing of the refused requests was kept.
    expect((await client.get(SETTINGS)).body.direct_tax_settings).toEqual(EMPTY);
  });

  it('keeps each organization its own settings and keeps the accounts they name', async () => {
    const mine = await org();
    const theirs = await org();
    const penalty = await expenseAccount(mine.client, 'TDS Late Fee');
    await mine.client.put(SETTINGS, { default_penalty_account_id: penalty, registration_details: [{ type: 'pan', value: 'AAAPL1234C' }] });
    expect((await theirs.client.get(SETTINGS)).body.direct_tax_settings).toEqual(EMPTY);
    await theirs.client.put(SETTINGS, { track_tds_liability_from: '07-2023' });
    expect((await mine.client.get(SETTINGS)).body.direct_tax_settings).toMatchObject({ track_tds_liability_from: '', default_penalty_account_id: penalty });

    const deleted = await mine.client.delete(`/books/v3/chartofaccounts/${penalty}`);
    expectFailure(deleted, 1004);
    expect(deleted.body).toEqual({
      code: 1004,
      message: 'The account "TDS Late Fee" cannot be deleted: it is the default penalty account (default_penalty_account_id) of the direct-tax settings.',
    });
    await mine.client.put(SETTINGS, { default_penalty_account_id: null });
    expectOk(await mine.client.delete(`/books/v3/chartofaccounts/${penalty}`));
  });

  it('asks for the ERP.settings scopes', async () => {
    const reader = await platform.tenant({ scope: 'ERP.settings.READ' });
    expectOk(await reader.client.get(SETTINGS));
    const refused = await reader.client.put(SETTINGS, { track_tds_liability_from: '04-2024' });
    expectFailure(refused, 57, 403);
    expect(refused.body.message).toContain('ERP.settings.UPDATE');
    const missing = await reader.client.in('').get(SETTINGS);
    expect(missing.status).toBe(400);
  });
});
