/**
 * The tax-locale fields of invoices and the editions (the organization's ISO country code)
 * that take them. A field given for an organization of another edition, or a value outside
 * its edition's set, is a 400 naming the field; the README's "Tax-locale fields" table is
 * this file in prose.
 */
import { invalid } from '../../core/values/errors.ts';

type Path = readonly (string | number)[];

const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
const GCC = ['SA', 'BH', 'KW', 'OM', 'QA'];
const UK_EU = ['GB', ...EU];

const EDITION_NAMES: Record<string, string> = {
  IN: 'India',
  AE: 'UAE',
  SA: 'Saudi Arabia',
  BH: 'Bahrain',
  KW: 'Kuwait',
  OM: 'Oman',
  QA: 'Qatar',
  GB: 'United Kingdom',
  MX: 'Mexico',
  KE: 'Kenya',
  ZA: 'South Africa',
};

function editionName(edition: string): string {
  return EU.includes(edition) ? `European Union (${edition})` : `${EDITION_NAMES[edition] ?? edition} (${edition})`;
}

/** GST state and union territory codes (India). */
export const INDIAN_STATES = [
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CH',
  'CG',
  'CT',
  'DD',
  'DL',
  'DN',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JH',
  'JK',
  'KA',
  'KL',
  'LA',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OD',
  'OR',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TG',
  'TN',
  'TR',
  'TS',
  'UK',
  'UP',
  'UT',
  'WB',
];
export const UAE_EMIRATES = ['AB', 'AJ', 'DU', 'FU', 'RA', 'SH', 'UM'];
export const GCC_COUNTRIES = ['AE', 'SA', 'BH', 'KW', 'OM', 'QA'];

const GCC_TREATMENTS = ['vat_registered', 'vat_not_registered', 'gcc_vat_not_registered', 'gcc_vat_registered', 'non_gcc'];

/** Per field: the editions that take it and, where the set depends on the edition, its values there. */
const FIELDS: Record<string, { editions: readonly string[]; values?: (edition: string) => readonly string[] }> = {
  gstNo: { editions: ['IN'] },
  gstTreatment: { editions: ['IN'] },
  isPreGst: { editions: ['IN'] },
  placeOfSupply: {
    editions: ['IN', 'AE', ...GCC],
    // The UAE supplies to an emirate at home or to another GCC state; the other GCC states name states.
    values: (edition) => (edition === 'IN' ? INDIAN_STATES : edition === 'AE' ? [...UAE_EMIRATES, ...GCC_COUNTRIES.filter((c) => c !== 'AE')] : GCC_COUNTRIES),
  },
  taxTreatment: {
    editions: ['AE', ...GCC, 'MX', 'KE', 'ZA'],
    values: (edition) =>
      edition === 'AE'
        ? [...GCC_TREATMENTS, 'dz_vat_registered', 'dz_vat_not_registered']
        : edition === 'MX'
          ? ['home_country_mexico', 'border_region_mexico', 'non_mexico']
          : edition === 'KE'
            ? ['vat_registered', 'vat_not_registered', 'non_kenya']
            : edition === 'ZA'
              ? ['vat_registered', 'vat_not_registered', 'overseas']
              : GCC_TREATMENTS,
  },
  taxTreatmentCode: {
    editions: ['AE', 'BH', 'SA'],
    values: (edition) => {
      const prefix = edition === 'AE' ? 'uae_' : edition === 'BH' ? 'bahrain_' : 'ksa_';
      return TAX_TREATMENT_CODES.filter((code) => code.startsWith(prefix));
    },
  },
  vatTreatment: { editions: UK_EU },
  vatRegNo: { editions: UK_EU },
  isReverseChargeApplied: { editions: ['ZA'] },
  cfdiUsage: { editions: ['MX'] },
  cfdiReferenceType: { editions: ['MX'] },
  referenceInvoiceId: { editions: ['MX'] },
  productType: { editions: ['ZA'] },
};

const TAX_TREATMENT_CODES = [
  'uae_same_tax_group',
  'uae_reimbursed_expense',
  'uae_others',
  'bahrain_same_tax_group',
  'bahrain_transfer_of_concern',
  'bahrain_disbursement',
  'bahrain_head_to_branch_transaction',
  'bahrain_warranty_repair_services',
  'bahrain_others',
  'ksa_pvt_health',
  'ksa_pvt_edu',
  'ksa_reimbursed_expense',
  'ksa_house_sales',
];

function editionsText(editions: readonly string[]): string {
  if (editions === UK_EU) return 'the United Kingdom (GB) and European Union editions';
  return `the ${editions.map(editionName).join(', ')} edition${editions.length > 1 ? 's' : ''}`;
}

/**
 * A tax-locale field given (not null) for the organization's edition: refused when the edition
 * does not take the field, or the value is outside the edition's set. Values arrive lower-cased.
 */
export function checkLocaleField(edition: string, key: keyof typeof FIELDS, value: string | boolean, field: Path): void {
  const rule = FIELDS[key];
  if (!rule.editions.includes(edition)) {
    throw invalid(field, `applies only to organizations of ${editionsText(rule.editions)}; this organization's edition is ${edition}`);
  }
  const allowed = rule.values?.(edition);
  if (allowed && typeof value === 'string' && !allowed.includes(value)) {
    throw invalid(field, `must be one of ${allowed.join(', ')} in the ${editionName(edition)} edition`);
  }
}

/** A line's product_type: goods and services everywhere, the capital values in South Africa only. */
export function checkLineProductType(edition: string, productType: string, field: Path): void {
  if (productType.startsWith('capital_')) checkLocaleField(edition, 'productType', productType, field);
}

export interface LocaleFields {
  gstNo?: string | null;
  gstTreatment?: string | null;
  isPreGst?: boolean | null;
  placeOfSupply?: string | null;
  taxTreatment?: string | null;
  taxTreatmentCode?: string | null;
  vatTreatment?: string | null;
  vatRegNo?: string | null;
  isReverseChargeApplied?: boolean | null;
  cfdiUsage?: string | null;
  cfdiReferenceType?: string | null;
  referenceInvoiceId?: string | null;
}

/**
 * The tax-locale fields a client gave, checked for the edition; `merged` is the invoice as it
 * will be (given fields over stored ones), for the rules that tie fields together.
 */
export function checkLocale(edition: string, given: LocaleFields, merged: LocaleFields): void {
  for (const key of Object.keys(given) as (keyof LocaleFields)[]) {
    const value = given[key];
    if (value === null || value === undefined || !(key in FIELDS)) continue;
    checkLocaleField(edition, key, key === 'placeOfSupply' && typeof value === 'string' ? value.toUpperCase() : value, ['input', key]);
  }
  if (edition === 'ZA' && merged.taxTreatment === 'vat_registered' && merged.isReverseChargeApplied == null) {
    throw invalid(['input', 'isReverseChargeApplied'], 'is required when tax_treatment is vat_registered (South Africa edition)');
  }
}
