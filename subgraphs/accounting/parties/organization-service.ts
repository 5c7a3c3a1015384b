import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../drizzle/client.ts';
import { currencies, memberships, organizations, type PostalAddress } from '../../../drizzle/tables/core/organizations.ts';
import { checkCountry, postalAddressOf, postalAddressView } from '../../core/values/address.ts';
import { createDefaultChart } from '../../core/books/chart.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { countryCode, countryName, currencyFacts } from '../../core/values/locale.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { window } from '../../core/request/scoped.ts';
import { isEmail } from '../../core/values/text.ts';
import { formatDisplayDate, isValidTimeZone, localDate } from '../../core/values/time.ts';
import type { CreateOrganizationInput, Organization, UpdateOrganizationInput } from '../generated/graphql.ts';

const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];

type Row = typeof organizations.$inferSelect & {
  role: string;
  status: string;
  isDefault: boolean;
  currencyCode: string;
  currencySymbol: string;
  currencyFormat: string;
};

function view(row: Row): Organization {
  const created = localDate(row.createdAt, row.timeZone);
  return {
    organizationId: row.id,
    name: row.name,
    isLogoUploaded: row.isLogoUploaded,
    isDefaultOrg: row.isDefault,
    userRole: row.role,
    userStatus: row.status,
    accountCreatedDate: created,
    accountCreatedDateFormatted: formatDisplayDate(created, row.dateFormat),
    timeZone: row.timeZone,
    languageCode: row.languageCode,
    dateFormat: row.dateFormat,
    fieldSeparator: row.fieldSeparator,
    fiscalYearStartMonth: row.fiscalYearStartMonth,
    taxGroupEnabled: row.taxGroupEnabled,
    contactName: row.contactName,
    email: row.email,
    industryType: row.industryType,
    industrySize: row.industrySize,
    portalName: row.portalName,
    orgAddress: row.orgAddress,
    remitToAddress: row.remitToAddress,
    phone: row.phone,
    fax: row.fax,
    website: row.website,
    companyIdLabel: row.companyIdLabel,
    companyIdValue: row.companyIdValue,
    taxIdLabel: row.taxIdLabel,
    taxIdValue: row.taxIdValue,
    address: postalAddressView(row.address),
    edition: row.edition,
    // Integrations choose the family's edition from these: the edition's country, as the address names it.
    country: countryName(row.edition),
    countryCode: row.edition,
    planType: 0,
    planName: 'Self-hosted',
    planPeriod: 'perpetual',
    ziMigrationStatus: 0,
    isOrgActive: row.isActive,
    currencyId: row.currencyId,
    currencyCode: row.currencyCode,
    currencySymbol: row.currencySymbol,
    currencyFormat: row.currencyFormat,
    pricePrecision: row.pricePrecision,
  };
}

function selectForUser(db: Executor, userId: string) {
  return db
    .select({
      org: organizations,
      role: memberships.role,
      status: memberships.status,
      isDefault: memberships.isDefault,
      currencyCode: currencies.currencyCode,
      currencySymbol: currencies.currencySymbol,
      currencyFormat: currencies.currencyFormat,
    })
    .from(organizations)
    .innerJoin(memberships, and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, userId)))
    .innerJoin(currencies, eq(currencies.id, organizations.currencyId))
    .$dynamic();
}

type Joined = {
  org: typeof organizations.$inferSelect;
  role: string;
  status: string;
  isDefault: boolean;
  currencyCode: string;
  currencySymbol: string;
  currencyFormat: string;
};
const flatten = (r: Joined): Row => ({
  ...r.org,
  role: r.role,
  status: r.status,
  isDefault: r.isDefault,
  currencyCode: r.currencyCode,
  currencySymbol: r.currencySymbol,
  currencyFormat: r.currencyFormat,
});

export async function listOrganizations(db: Db, userId: string, page: Page) {
  const { limit, offset } = window(page);
  const rows = await selectForUser(db, userId).orderBy(asc(organizations.createdAt), asc(organizations.id)).limit(limit).offset(offset);
  return listPage(rows, page, { sortColumn: 'created_time', sortOrder: 'A' }, (nodes) => nodes.map((r) => view(flatten(r))));
}

export async function getOrganization(db: Executor, userId: string, organizationId: string): Promise<Organization> {
  const [row] = await selectForUser(db, userId).where(eq(organizations.id, organizationId));
  if (!row) throw notFound('The organization');
  return view(flatten(row));
}

function monthNumber(month: string | null | undefined): number | undefined {
  return month ? MONTHS.indexOf(month) + 1 : undefined;
}

function checkTimeZone(timeZone: string | null | undefined): void {
  if (timeZone != null && !isValidTimeZone(timeZone)) throw invalid(['input', 'timeZone'], 'must be an IANA time zone such as Europe/Berlin');
}

/** Day, month and year tokens (formatDisplayDate's) with separators: the format is printed into every document and email. */
const DATE_FORMAT = /^(?:yyyy|yy|MMMM|MMM|MM|dd|[ ./,-])+$/;

/** The settings printed into documents and mail take only their value sets. */
function checkSettings(input: { dateFormat?: string | null; email?: string | null; timeZone?: string | null }): void {
  checkTimeZone(input.timeZone);
  const format = input.dateFormat;
  if (format != null && !(DATE_FORMAT.test(format) && /dd/.test(format) && /MM/.test(format) && /yy/.test(format)))
    throw invalid(['input', 'dateFormat'], 'must be a date pattern of dd, MM (or MMM, MMMM) and yy (or yyyy) with separators " ./,-", such as dd MMM yyyy');
  if (input.email != null && input.email !== '' && !isEmail(input.email.trim())) throw invalid(['input', 'email'], 'must be an email address');
}

function editionOf(address: PostalAddress): string {
  if (!address.country) return 'US';
  checkCountry(address.country, ['input', 'address', 'country']);
  return countryCode(address.country)!;
}

/** The address with the top-level `country` the family's clients send: it fills an address naming no country and must agree with one that does. */
function addressWithCountry(address: PostalAddress, country: string | null | undefined): PostalAddress {
  if (country == null || country.trim() === '') return address;
  checkCountry(country, ['input', 'country']);
  if (!address.country) return { ...address, country };
  if (countryCode(address.country) !== countryCode(country))
    throw invalid(
      ['input', 'country'],
      `names ${countryName(countryCode(country)!)} but address.country names ${countryName(countryCode(address.country)!)}: send one country`,
    );
  return address;
}

/**
 * The organizations of a user are read and changed before any organization is the request's,
 * so these take the database, the user and the request's instant rather than a Scope.
 */
export async function createOrganization(db: Db, userId: string, email: string, now: Date, input: CreateOrganizationInput): Promise<Organization> {
  const facts = currencyFacts(input.currencyCode ?? 'USD');
  if (!facts) throw invalid(['input', 'currencyCode'], 'must be an ISO 4217 currency code');
  checkSettings(input);
  const address = addressWithCountry(postalAddressOf(input.address), input.country);
  const edition = editionOf(address);
  return db.transaction(async (tx) => {
    const organizationId = newId();
    const currencyId = newId();
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(memberships).where(eq(memberships.userId, userId));
    await tx.insert(currencies).values({
      id: currencyId,
      organizationId,
      currencyCode: facts.code,
      currencyName: facts.name,
      currencySymbol: facts.symbol,
      pricePrecision: facts.precision,
      currencyFormat: facts.format,
      isBaseCurrency: true,
      createdAt: now,
    });
    await tx.insert(organizations).values({
      id: organizationId,
      name: input.name,
      timeZone: input.timeZone ?? 'Etc/UTC',
      languageCode: input.languageCode ?? 'en',
      dateFormat: input.dateFormat ?? 'dd MMM yyyy',
      fieldSeparator: input.fieldSeparator ?? ' ',
      fiscalYearStartMonth: monthNumber(input.fiscalYearStartMonth) ?? 1,
      taxGroupEnabled: input.taxGroupEnabled ?? true,
      contactName: input.contactName ?? null,
      email: input.email ?? email,
      industryType: input.industryType ?? null,
      industrySize: input.industrySize ?? null,
      portalName: input.portalName ?? null,
      orgAddress: input.orgAddress ?? null,
      remitToAddress: input.remitToAddress ?? null,
      phone: input.phone ?? null,
      fax: input.fax ?? null,
      website: input.website ?? null,
      companyIdLabel: input.companyIdLabel ?? null,
      companyIdValue: input.companyIdValue ?? null,
      taxIdLabel: input.taxIdLabel ?? null,
      taxIdValue: input.taxIdValue ?? null,
      address,
      edition,
      currencyId,
      pricePrecision: facts.precision,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(memberships).values({ organizationId, userId, role: 'admin', status: 'active', isDefault: count === 0, createdAt: now });
    await createDefaultChart(tx, organizationId, currencyId);
    return getOrganization(tx, userId, organizationId);
  });
}

export async function updateOrganization(db: Db, userId: string, now: Date, organizationId: string, input: UpdateOrganizationInput): Promise<Organization> {
  checkSettings(input);
  return db.transaction(async (tx) => {
    const current = await getOrganization(tx, userId, organizationId);
    if (current.userRole !== 'admin') throw new KontorError('FORBIDDEN', 'Only an admin of the organization can change its settings.');
    if (input.currencyCode && input.currencyCode.toUpperCase() !== current.currencyCode) {
      throw invalid(['input', 'currencyCode'], `the base currency is ${current.currencyCode} and cannot change once the organization exists`);
    }
    const address = input.address ? postalAddressOf(input.address) : undefined;
    const changes: Partial<typeof organizations.$inferInsert> = {
      name: input.name ?? undefined,
      timeZone: input.timeZone ?? undefined,
      languageCode: input.languageCode ?? undefined,
      dateFormat: input.dateFormat ?? undefined,
      fieldSeparator: input.fieldSeparator ?? undefined,
      fiscalYearStartMonth: monthNumber(input.fiscalYearStartMonth),
      taxGroupEnabled: input.taxGroupEnabled ?? undefined,
      contactName: input.contactName,
      email: input.email,
      industryType: input.industryType,
      industrySize: input.industrySize,
      portalName: input.portalName,
      orgAddress: input.orgAddress,
      remitToAddress: input.remitToAddress,
      phone: input.phone,
      fax: input.fax,
      website: input.website,
      companyIdLabel: input.companyIdLabel,
      companyIdValue: input.companyIdValue,
      taxIdLabel: input.taxIdLabel,
      taxIdValue: input.taxIdValue,
      address,
      edition: address ? editionOf(address) : undefined,
      updatedAt: now,
    };
    await tx.update(organizations).set(changes).where(eq(organizations.id, organizationId));
    return getOrganization(tx, userId, organizationId);
  });
}
