import { expect } from 'vitest';

/** What a browser does with a form: its hidden inputs, unescaped. */
export function hiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
    fields[match[1]] = match[2].replace(/&(?:#(\d+)|(amp|lt|gt|quot));/g, (_, code, name) => (code ? String.fromCharCode(Number(code)) : named[name]));
  }
  return fields;
}

export async function postForm(url: string, form: Record<string, string>): Promise<globalThis.Response> {
  return fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
}

/**
 * The authorization-code flow as a browser without scripts walks it: login page, sign in,
 * consent, allow. Answers the redirect it ends with.
 */
export async function authorize(
  baseUrl: string,
  request: { client_id: string; redirect_uri: string; scope?: string; state?: string; code_challenge?: string; code_challenge_method?: string },
  login: { email: string; password: string },
): Promise<URL> {
  const query = new URLSearchParams({ response_type: 'code', ...request });
  const loginPage = await fetch(`${baseUrl}/oauth/v2/auth?${query}`);
  expect(loginPage.status).toBe(200);
  const consent = await postForm(`${baseUrl}/oauth/v2/auth`, { ...hiddenInputs(await loginPage.text()), ...login });
  expect(consent.status).toBe(200);
  const allowed = await postForm(`${baseUrl}/oauth/v2/auth`, { ...hiddenInputs(await consent.text()), consent: 'allow' });
  expect(allowed.status).toBe(302);
  return new URL(allowed.headers.get('location')!);
}
