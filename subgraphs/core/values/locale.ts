/** Currency and country facts from the runtime's ICU data, so no table is kept by hand. */

const currencyCodes = new Set(Intl.supportedValuesOf('currency'));

export interface CurrencyFacts {
  code: string;
  name: string;
  symbol: string;
  precision: number;
  format: string;
}

export function currencyFacts(code: string): CurrencyFacts | undefined {
  const upper = code.toUpperCase();
  if (!currencyCodes.has(upper)) return undefined;
  const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: upper, currencyDisplay: 'narrowSymbol' });
  const precision = fmt.resolvedOptions().maximumFractionDigits ?? 2;
  const symbol = fmt.formatToParts(0).find((p) => p.type === 'currency')?.value ?? upper;
  const name = new Intl.DisplayNames(['en'], { type: 'currency' }).of(upper) ?? upper;
  const format = precision === 0 ? '1,234,567' : `1,234,567.${'89'.padEnd(precision, '9').slice(0, precision)}`;
  return { code: upper, name, symbol, precision, format };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The current code of a region code ICU still names: UK → GB, FX → FR, SU → RU (deprecated aliases share their successor's name). */
function canonicalRegion(code: string): string {
  return Intl.getCanonicalLocales(`und-${code}`)[0].slice(4);
}

const regionByName = new Map<string, string>();
for (let a = 65; a <= 90; a++) {
  for (let b = 65; b <= 90; b++) {
    const code = String.fromCharCode(a, b);
    const name = regionNames.of(code);
    if (name && name !== code) regionByName.set(name.toLowerCase(), canonicalRegion(code));
  }
}
regionByName.set('uae', 'AE');
regionByName.set('usa', 'US');
regionByName.set('uk', 'GB');

/**
 * ISO 3166 alpha-2 code of a country given by code or English name; undefined when unknown.
 * Dots and spaces between the letters of an abbreviation are ignored (`U.S.A`, `U.K.`, `U S`).
 */
export function countryCode(country: string | null | undefined): string | undefined {
  if (!country) return undefined;
  const text = country.trim();
  const letters = text.replace(/[.\s]/g, '');
  if (/^[A-Za-z]{2}$/.test(letters) && regionNames.of(letters.toUpperCase()) !== letters.toUpperCase()) return canonicalRegion(letters.toUpperCase());
  return regionByName.get(text.toLowerCase()) ?? regionByName.get(letters.toLowerCase());
}

/** English name of a country given by its ISO 3166 alpha-2 code ("DE" → "Germany"); the code itself when unknown. */
export function countryName(code: string): string {
  return regionNames.of(code.toUpperCase()) ?? code;
}
