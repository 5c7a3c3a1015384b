import DecimalJs from 'decimal.js';

/** Decimal arithmetic for money and quantities; JS numbers never carry an amount. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = Decimal | string | number;

export function dec(value: DecimalInput | null | undefined): Decimal {
  return new Decimal(value ?? 0);
}

/** Rounds half away from zero to `places` decimals (the organization's price_precision). */
export function roundTo(value: DecimalInput, places: number): Decimal {
  return dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/** The canonical string stored in numeric columns: no exponent, no trailing zeros. */
export function toDb(value: DecimalInput): string {
  return dec(value).toFixed();
}

/** An amount as documents and mails show it: `USD 1,234.50`, rounded to `places`, thousands grouped. */
export function formatMoney(currencyCode: string, value: DecimalInput, places: number): string {
  const [whole, fraction] = roundTo(value, places).toFixed(places).split('.');
  return `${currencyCode} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

export function sum(values: DecimalInput[]): Decimal {
  return values.reduce<Decimal>((acc, v) => acc.plus(v), new Decimal(0));
}
