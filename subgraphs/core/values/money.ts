import DecimalJs from 'decimal.js';

/** Decimal arithmetic for money and quantities; JS numbers never carry an amount. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = Decimal | string | number;

/** Digits an amount or quantity may have before its decimal point: the family's range, within the numeric columns. */
export const MAX_WHOLE_DIGITS = 15;

/** The rule a number's text breaks when it has more digits before its decimal point than MAX_WHOLE_DIGITS. */
export const WHOLE_DIGITS_RULE = `must have at most ${MAX_WHOLE_DIGITS} digits before the decimal point`;

/** Whether a plain decimal text (`-123.45`) has more digits before its point than MAX_WHOLE_DIGITS. */
export function tooManyWholeDigits(text: string): boolean {
  return (
    text
      .trim()
      .replace(/^-/, '')
      .split('.')[0]
      .replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS
  );
}

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

/** An amount as history entries write it: `USD 1234.50`, rounded to `places`. */
export function moneyText(amount: DecimalInput, currencyCode: string, places: number): string {
  return `${currencyCode} ${roundTo(amount, places).toFixed(places)}`;
}

/** An amount as documents and mails show it: `USD 1,234.50`, rounded to `places`, thousands grouped. */
export function formatMoney(currencyCode: string, value: DecimalInput, places: number): string {
  return `${currencyCode} ${grouped(roundTo(value, places).toFixed(places))}`;
}

/** A quantity or rate for print: thousands grouped, at most `maxPlaces` decimals, no trailing zeros (`1,234.5`). */
export function formatDecimal(value: DecimalInput, maxPlaces: number): string {
  return grouped(dec(value).toDecimalPlaces(maxPlaces).toFixed());
}

function grouped(plain: string): string {
  const [whole, fraction] = plain.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** The sign of a plain decimal string as numeric columns hold it (`-12.50`, `0.00`): -1, 0 or 1, read without parsing it. */
export function signOf(value: string): -1 | 0 | 1 {
  if (!/[1-9]/.test(value)) return 0;
  return value.startsWith('-') ? -1 : 1;
}

export function sum(values: DecimalInput[]): Decimal {
  return values.reduce<Decimal>((acc, v) => acc.plus(v), new Decimal(0));
}
