import { eq, or } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { directTaxSettings } from '../../../drizzle/tables/erp/taxes.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';

import type { DirectTaxSettings, RegistrationType, TdsCalculationType, UpdateDirectTaxSettingsInput } from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

type SettingsRow = typeof directTaxSettings.$inferSelect;

const TYPE_FORMATTED: Record<RegistrationType, string> = { TAN: 'TAN', PAN: 'PAN', TDS_CIRCLE: 'TDS Circle' };

/** The formats of the numbers the Indian income-tax department issues. */
const NUMBER_FORMATS: Partial<Record<RegistrationType, { pattern: RegExp; text: string }>> = {
  TAN: { pattern: /^[A-Z]{4}[0-9]{5}[A-Z]$/, text: 'a TAN: four capital letters, five digits and a capital letter (PDES03028F)' },
  PAN: { pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/, text: 'a PAN: five capital letters, four digits and a capital letter (AAAPL1234C)' },
};

const ACCOUNT_FIELDS = {
  defaultPenaltyAccountId: { role: 'default penalty account', column: 'default_penalty_account_id' },
  defaultInterestAccountId: { role: 'default interest account', column: 'default_interest_account_id' },
} as const;
type AccountField = keyof typeof ACCOUNT_FIELDS;
const ACCOUNT_KEYS = Object.keys(ACCOUNT_FIELDS) as AccountField[];

async function view(db: Executor, organizationId: string, row: SettingsRow | undefined): Promise<DirectTaxSettings> {
  const ids = [row?.defaultPenaltyAccountId, row?.defaultInterestAccountId].filter((id): id is string => !!id);
  const accounts = await findAccounts(db, organizationId, { ids });
  const nameOf = (id: string | null | undefined) => (id ? (accounts.find((a) => a.id === id)?.accountName ?? null) : null);
  return {
    tdsCalculationType: row?.tdsCalculationType ? toEnum<TdsCalculationType>(row.tdsCalculationType) : null,
    trackTdsLiabilityFrom: row?.trackTdsLiabilityFrom ?? null,
    defaultPenaltyAccountId: row?.defaultPenaltyAccountId ?? null,
    defaultInterestAccountId: row?.defaultInterestAccountId ?? null,
    defaultPenaltyAccountName: nameOf(row?.defaultPenaltyAccountId),
    defaultInterestAccountName: nameOf(row?.defaultInterestAccountId),
    registrationDetails: (row?.registrationDetails ?? []).map((r) => {
      const type = toEnum<RegistrationType>(r.type);
      return { type, typeFormatted: TYPE_FORMATTED[type], value: r.value };
    }),
  };
}

/** The settings as saved, or empty ones: an organization has settings before it saves any. */
export async function getDirectTaxSettings({ db, org }: Scope): Promise<DirectTaxSettings> {
  const organizationId = org.id;
  const [row] = await db.select().from(directTaxSettings).where(inOrg(directTaxSettings, organizationId));
  return view(db, organizationId, row);
}

/** `MM-yyyy` with a real month. */
function checkMonth(value: string): string {
  const match = /^(\d{2})-(\d{4})$/.exec(value.trim());
  if (!match || +match[1] < 1 || +match[1] > 12) throw invalid(['input', 'trackTdsLiabilityFrom'], 'must be a month written MM-yyyy, such as 04-2024');
  return value.trim();
}

function registrationsOf(input: NonNullable<UpdateDirectTaxSettingsInput['registrationDetails']>) {
  const seen = new Set<RegistrationType>();
  return input.map((detail, i) => {
    if (seen.has(detail.type)) throw invalid(['input', 'registrationDetails', i, 'type'], `${fromEnum(detail.type)} is given twice`);
    seen.add(detail.type);
    const value = detail.value.trim();
    if (!value) throw invalid(['input', 'registrationDetails', i, 'value'], 'must not be blank');
    const format = NUMBER_FORMATS[detail.type];
    if (format && !format.pattern.test(value)) throw invalid(['input', 'registrationDetails', i, 'value'], `must be ${format.text}`);
    return { type: fromEnum(detail.type), value };
  });
}

/**
 * Penalties and interest on late TDS are expenses: both accounts must be active expense
 * accounts of the organization. Held FOR SHARE until the settings commit.
 */
async function checkAccounts(tx: Tx, organizationId: string, input: UpdateDirectTaxSettingsInput): Promise<void> {
  const given = ACCOUNT_KEYS.filter((key) => input[key] != null);
  if (!given.length) return;
  const found = await findAccounts(tx, organizationId, { ids: given.map((key) => input[key]!) }, { lock: true });
  for (const key of given)
    checkAccount(
      found.find((a) => a.id === input[key]),
      ['input', key],
      { types: ACCOUNT_TYPES.expense, typesText: 'an expense account' },
    );
}

export async function updateDirectTaxSettings({ db, org, now }: Scope, input: UpdateDirectTaxSettingsInput): Promise<DirectTaxSettings> {
  const organizationId = org.id;
  const values: Partial<Omit<SettingsRow, 'organizationId'>> = {};
  if (input.tdsCalculationType !== undefined) values.tdsCalculationType = input.tdsCalculationType === null ? null : fromEnum(input.tdsCalculationType);
  if (input.trackTdsLiabilityFrom !== undefined)
    values.trackTdsLiabilityFrom =
      input.trackTdsLiabilityFrom === null || input.trackTdsLiabilityFrom.trim() === '' ? null : checkMonth(input.trackTdsLiabilityFrom);
  for (const key of ACCOUNT_KEYS) if (input[key] !== undefined) values[key] = input[key];
  if (input.registrationDetails !== undefined) values.registrationDetails = registrationsOf(input.registrationDetails ?? []);
  return db.transaction(async (tx) => {
    await checkAccounts(tx, organizationId, input);
    await tx
      .insert(directTaxSettings)
      .values({ organizationId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: directTaxSettings.organizationId, set: { ...values, updatedAt: now } });
    const [row] = await tx.select().from(directTaxSettings).where(inOrg(directTaxSettings, organizationId));
    return view(tx, organizationId, row);
  });
}

/** The settings naming an account, for `accountReferences`. */
export async function settingsUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select()
    .from(directTaxSettings)
    .where(inOrg(directTaxSettings, organizationId, or(...ACCOUNT_KEYS.map((key) => eq(directTaxSettings[key], accountId)))));
  if (!row) return undefined;
  const key = ACCOUNT_KEYS.find((k) => row[k] === accountId)!;
  return `the ${ACCOUNT_FIELDS[key].role} (${ACCOUNT_FIELDS[key].column}) of the direct-tax settings`;
}
