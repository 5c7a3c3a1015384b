/**
 * Merge fields with mustache (`{{name}}`, the family's syntax): which fields a template uses,
 * which of them a recipient's merge info lacks, and the rendering (HTML escaped, subject and
 * text as they are). A template that does not parse is refused with the position mustache reports.
 */
import Mustache from 'mustache';
import { invalid } from '../../core/values/errors.ts';

type Token = [string, string, number, number, Token[]?, ...unknown[]];

function namesOf(tokens: Token[], into: Set<string>): Set<string> {
  for (const token of tokens) {
    const [type, value] = token;
    if (type === 'name' || type === '&' || type === '#' || type === '^') into.add(value);
    if (Array.isArray(token[4])) namesOf(token[4] as Token[], into);
  }
  return into;
}

/** The merge fields a template uses; throws INVALID_VALUE naming `field` and the position when it does not parse. */
export function mergeFieldsOf(template: string, field: readonly (string | number)[]): string[] {
  try {
    return [...namesOf(Mustache.parse(template) as unknown as Token[], new Set())];
  } catch (error) {
    throw invalid(field, `is not a valid template: ${(error as Error).message}`);
  }
}

function has(view: Record<string, unknown>, name: string): boolean {
  if (name === '.') return true;
  let at: unknown = view;
  for (const part of name.split('.')) {
    if (at === null || typeof at !== 'object' || !(part in (at as Record<string, unknown>))) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return true;
}

/** The fields of `names` the merge info does not give. */
export function missingFields(names: readonly string[], view: Record<string, unknown>): string[] {
  return names.filter((n) => !has(view, n));
}

/** Renders a template; `html` escapes values, other parts (subject, text) take them as they are. */
export function render(template: string, view: Record<string, unknown>, html: boolean): string {
  return html ? Mustache.render(template, view) : Mustache.render(template, view, {}, { escape: (value: unknown) => String(value) });
}
