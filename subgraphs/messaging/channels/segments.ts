/**
 * SMS segments (README "SMS"): a text entirely in the GSM 03.38 default alphabet (with its
 * extension table, whose characters take two septets: ESC + the character) is sent as GSM-7,
 * 160 septets in one message, 153 per segment when it needs several; anything else is UCS-2,
 * 70 UTF-16 code units in one message, 67 per segment. A segment never splits an escape pair
 * or a surrogate pair.
 */

/** The GSM 03.38 default alphabet (one septet each). */
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
/** The extension table (two septets each). */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) of the whole text. */
  units: number;
  segments: number;
}

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM_BASIC.has(ch) && !GSM_EXTENSION.has(ch)) return false;
  return true;
}

/** Packs items of the given widths into segments of `size` units, never splitting an item. */
function pack(widths: number[], single: number, size: number): { units: number; segments: number } {
  const units = widths.reduce((a, b) => a + b, 0);
  if (units <= single) return { units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const w of widths) {
    if (used + w > size) {
      segments += 1;
      used = 0;
    }
    used += w;
  }
  return { units, segments };
}

export function smsSegments(text: string): SmsSegments {
  const chars = [...text];
  if (isGsm7(text))
    return {
      encoding: 'GSM-7',
      ...pack(
        chars.map((ch) => (GSM_EXTENSION.has(ch) ? 2 : 1)),
        160,
        153,
      ),
    };
  return {
    encoding: 'UCS-2',
    ...pack(
      chars.map((ch) => ch.length),
      70,
      67,
    ),
  };
}
