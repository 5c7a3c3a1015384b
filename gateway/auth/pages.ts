/** The accounts server's plain HTML pages: login, then consent. No script, no external assets. */

import { escapeHtml as escape } from '../../subgraphs/core/values/text.ts';

const hidden = (p: Record<string, string>, keep: string[]) =>
  keep
    .filter((k) => p[k] !== undefined)
    .map((k) => `<input type="hidden" name="${k}" value="${escape(p[k])}">`)
    .join('\n');

/** What the authorization request carries from page to page. */
const FORWARDED = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'access_type', 'code_challenge', 'code_challenge_method'];

/**
 * Pages that take a password or grant access must not be framed by another site (clickjacking)
 * nor kept by caches; they load nothing from elsewhere, so the policy can be strict. No
 * form-action: Chromium applies it to the redirect that follows the consent form, and that
 * redirect goes to the client's origin.
 */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)} · Kontor</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:4rem auto;padding:0 1rem;color:#222}
label{display:block;margin:.8rem 0 .2rem}input[type=email],input[type=password]{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;margin-right:.5rem;padding:.5rem 1.2rem}.error{color:#b00020}ul{padding-left:1.2rem}</style></head>
<body>${body}</body></html>`;
}

export function loginPage(p: Record<string, string>, error?: string): string {
  return layout(
    'Sign in',
    `<h1>Sign in to Kontor</h1>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/oauth/v2/auth">
${hidden(p, FORWARDED)}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escape(p.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Continue</button>
</form>`,
  );
}

export function consentPage(p: Record<string, string>, clientName: string, email: string): string {
  const scopes = (p.scope ?? '').split(/[ ,]+/).filter(Boolean);
  return layout(
    'Allow access',
    `<h1>Allow ${escape(clientName)}?</h1>
<p>${escape(clientName)} asks to act for ${escape(email)} with these permissions:</p>
<ul>${(scopes.length ? scopes : ['full access to every product']).map((s) => `<li>${escape(s)}</li>`).join('')}</ul>
<form method="post" action="/oauth/v2/auth">
${hidden(p, [...FORWARDED, 'ticket'])}
<button type="submit" name="consent" value="allow">Allow</button>
<button type="submit" name="consent" value="deny">Deny</button>
</form>`,
  );
}

/** Where an invitation's holder chooses the password of the account it made (gateway/auth/invitations.ts). */
export function invitationPage(p: { token: string; email: string; organization: string; hasPassword: boolean; minLength: number }, error?: string): string {
  const choose = p.hasPassword
    ? `<p>Your account has a password already: join, then sign in with it.</p>`
    : `<label for="password">Choose a password (at least ${p.minLength} characters)</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${p.minLength}" required>
<label for="password_again">The password again</label><input id="password_again" name="password_again" type="password" autocomplete="new-password" minlength="${p.minLength}" required>`;
  return layout(
    'Join',
    `<h1>Join ${escape(p.organization)}</h1>
<p>You are invited as ${escape(p.email)}.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/accounts/invitation">
<input type="hidden" name="token" value="${escape(p.token)}">
${choose}
<button type="submit">Join</button>
</form>`,
  );
}

export function invitationDonePage(email: string, organization: string): string {
  return layout(
    'Joined',
    `<h1>Welcome to ${escape(organization)}</h1>
<p>You have joined as ${escape(email)}. <a href="/dashboard">Sign in to the dashboard</a>, or use the API with an OAuth client.</p>`,
  );
}

/** A request that cannot go back to the client (unknown client, unregistered redirect_uri). */
export function errorPage(message: string): string {
  return layout('Cannot continue', `<h1>This sign-in link is not valid</h1>\n<p class="error" role="alert">${escape(message)}</p>`);
}
