/** Phone numbers of voice, SMS and WhatsApp: E.164, checked with Google's libphonenumber metadata (awesome-phonenumber). */
import { parsePhoneNumber } from 'awesome-phonenumber';
import { invalid } from '../../core/values/errors.ts';

/** The E.164 form of `raw` (`+` and country code required; spaces, dots, dashes and brackets allowed), or INVALID_VALUE naming `field`. */
export function e164(raw: string, field: readonly (string | number)[]): string {
  const text = raw.trim();
  if (!text.startsWith('+')) throw invalid(field, 'must be an international number in E.164 form: + and the country code (+4915123456789)');
  const parsed = parsePhoneNumber(text);
  if (!parsed.valid || !parsed.number?.e164) throw invalid(field, `${JSON.stringify(raw)} is not a valid phone number`);
  return parsed.number.e164;
}
