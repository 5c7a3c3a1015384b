// The live dashboard (/dashboard): plain ES modules bundled by esbuild with graphql-ws and
// @noble/hashes from node_modules (gateway/pages/pages.ts), nothing loaded from elsewhere. Sign in
// with email and password (the accounts server's own pages, OAuth authorization code with PKCE) or
// paste a token, choose an organization, and every panel lists what is there and then follows its
// subscription: invoices, stock counts, export jobs and messages change on the page as on the server.
import { sha256 } from '@noble/hashes/sha2';
import { createClient } from 'graphql-ws';
import './dashboard.css';

const $ = (selector) => document.querySelector(selector);
const el = (tag, attributes = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) if (child !== undefined && child !== null) node.append(child instanceof Node ? child : String(child));
  return node;
};

/** What survives a reload of the tab (sessionStorage): the tokens and the organization watched. */
const STORED = 'kontor.dashboard';
const session = { token: '', refreshToken: '', expiresAt: 0, organizationId: '', organization: null, ws: undefined, stops: [], renewal: 0 };

function remember() {
  const { token, refreshToken, expiresAt, organizationId } = session;
  sessionStorage.setItem(STORED, JSON.stringify({ token, refreshToken, expiresAt, organizationId }));
}

/** POST /graphql with the token (and the organization once chosen). */
async function gql(query, variables = {}) {
  const headers = { 'content-type': 'application/json', authorization: `Svc-oauthtoken ${session.token}` };
  if (session.organizationId) headers['x-organization-id'] = session.organizationId;
  const res = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = await res.json();
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** A subscription over the session's socket; its payloads go to onData, its errors to the panel. */
function live(query, variables, onData, panel) {
  const stop = session.ws.subscribe(
    { query, variables },
    {
      next: (result) => (result.errors?.length ? showError(panel, result.errors.map((e) => e.message).join('; ')) : onData(result.data)),
      error: (error) => showError(panel, Array.isArray(error) ? error.map((e) => e.message).join('; ') : (error?.reason ?? String(error))),
      complete: () => {},
    },
  );
  session.stops.push(stop);
}

function showError(panel, message) {
  const box = panel.querySelector('.error');
  box.textContent = message;
  box.hidden = !message;
}

// ---- How values read: the organization's currency and time zone, statuses in words ------------

/** `PARTIALLY_PAID`, `yet_to_start`, `JOB COMPLETED` → `Partially paid`, `Yet to start`, `Job completed`. */
const label = (status) => {
  const words = String(status ?? '')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A time as the organization reads it (its zone), from ISO text or epoch milliseconds. */
function time(value) {
  if (!value) return '';
  const at = new Date(/^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(at.getTime())) return String(value);
  const timeZone = session.organization?.timeZone;
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(at);
  } catch {
    return at.toLocaleString();
  }
}

/** An amount (decimal text) in its currency, for reading only: the figures themselves stay on the server. */
function money(amount, currency) {
  if (amount === null || amount === undefined) return '';
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency ?? ''}`.trim();
  }
}

function duration(from, to) {
  if (!from) return '';
  const ms = (to ? new Date(to) : new Date()).getTime() - new Date(from).getTime();
  if (!(ms >= 0)) return '';
  return ms < 1000 ? `${ms} ms` : ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** A panel's table body, its rows by id, and the empty state shown while it has none. */
function table(panel, order = 'newest first') {
  const body = panel.querySelector('tbody');
  const empty = panel.querySelector('.empty');
  const rows = new Map();
  body.replaceChildren();
  empty.hidden = false;
  showError(panel, '');
  return {
    rows,
    put(id, row) {
      const old = rows.get(id);
      if (old) old.replaceWith(row);
      else if (order === 'newest first') body.prepend(row);
      else body.append(row);
      rows.set(id, row);
      empty.hidden = true;
      return row;
    },
  };
}

// ---- Sign in ----------------------------------------------------------------------------------

const CLIENT_ID = 'kontor-dashboard';
const REDIRECT_URI = `${location.origin}/dashboard`;
const PKCE = 'kontor.dashboard.pkce';

const base64url = (bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const randomText = (size) => base64url(crypto.getRandomValues(new Uint8Array(size)));

/** Off to the accounts server's sign-in page; it sends the browser back here with a code. */
function signInWithPassword() {
  const verifier = randomText(32);
  const state = randomText(16);
  sessionStorage.setItem(PKCE, JSON.stringify({ verifier, state }));
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    state,
    code_challenge: base64url(sha256(new TextEncoder().encode(verifier))),
    code_challenge_method: 'S256',
  });
  location.assign(`/oauth/v2/auth?${query}`);
}

async function tokenRequest(form) {
  const res = await fetch('/oauth/v2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(body.error_description ?? body.error ?? `sign-in failed (${res.status})`);
  return body;
}

/** Holds the tokens and renews the access token a minute before it expires. */
function signedIn(tokens) {
  session.token = tokens.access_token;
  if (tokens.refresh_token) session.refreshToken = tokens.refresh_token;
  session.expiresAt = Date.now() + Number(tokens.expires_in ?? 3600) * 1000;
  remember();
  scheduleRenewal();
}

function scheduleRenewal() {
  clearTimeout(session.renewal);
  if (!session.refreshToken) return;
  session.renewal = setTimeout(
    async () => {
      try {
        signedIn(await tokenRequest({ grant_type: 'refresh_token', refresh_token: session.refreshToken }));
      } catch (error) {
        $('#signin-error').textContent = `The session could not be renewed (${error.message}): sign in again.`;
      }
    },
    Math.max(session.expiresAt - Date.now() - 60_000, 5_000),
  );
}

/** Back from the accounts server: the code exchanged for tokens with the verifier kept for it. */
async function returnFromSignIn() {
  const params = new URLSearchParams(location.search);
  if (!params.has('code') && !params.has('error')) return false;
  history.replaceState(null, '', location.pathname);
  const pending = JSON.parse(sessionStorage.getItem(PKCE) ?? 'null');
  sessionStorage.removeItem(PKCE);
  if (params.has('error')) throw new Error(params.get('error_description') ?? params.get('error'));
  if (!pending || pending.state !== params.get('state')) throw new Error('this sign-in was not started here; sign in again');
  signedIn(await tokenRequest({ grant_type: 'authorization_code', code: params.get('code'), redirect_uri: REDIRECT_URI, code_verifier: pending.verifier }));
  return true;
}

/** Signed in: the organizations to choose from. */
async function chooseOrganization() {
  $('#signin').hidden = true;
  $('#signout').hidden = false;
  $('#signin-error').textContent = '';
  const select = $('#organization');
  try {
    const data = await gql('{ organizations { nodes { organizationId name isDefaultOrg } } }');
    select.replaceChildren(
      ...data.organizations.nodes.map((o) =>
        el('option', { value: o.organizationId, selected: session.organizationId ? o.organizationId === session.organizationId : o.isDefaultOrg }, o.name),
      ),
    );
  } catch (error) {
    // A token without SvcBooks.settings.READ cannot list organizations: the id is typed instead.
    $('#signin-error').textContent = `Could not list organizations (${error.message}); type the organization id.`;
    select.replaceChildren();
  }
  $('#choose').hidden = false;
  $('#intro').textContent = 'Choose an organization and press Watch.';
}

$('#password-signin').addEventListener('click', signInWithPassword);
$('#token-signin').addEventListener('submit', async (event) => {
  event.preventDefault();
  clearTimeout(session.renewal);
  Object.assign(session, { token: $('#token').value.trim(), refreshToken: '', expiresAt: 0, organizationId: '' });
  remember();
  await chooseOrganization();
});
$('#signout').addEventListener('click', () => {
  if (session.refreshToken) fetch('/oauth/v2/token/revoke', { method: 'POST', body: new URLSearchParams({ token: session.refreshToken }) });
  sessionStorage.removeItem(STORED);
  location.assign(REDIRECT_URI);
});
$('#choose').addEventListener('submit', (event) => {
  event.preventDefault();
  const typed = $('#organization-id').value.trim();
  connect(typed || $('#organization').value);
});

(async () => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORED) ?? 'null');
    if (stored?.token) Object.assign(session, stored);
    if ((await returnFromSignIn()) || session.token) {
      scheduleRenewal();
      await chooseOrganization();
      if (session.organizationId) connect(session.organizationId);
    }
  } catch (error) {
    $('#signin-error').textContent = `Sign-in failed: ${error.message}`;
  }
})();

async function connect(organizationId) {
  for (const stop of session.stops) stop();
  session.stops = [];
  session.ws?.dispose();
  session.organizationId = organizationId;
  remember();
  try {
    session.organization = (
      await gql('query ($id: ID!) { organization(organizationId: $id) { name currencyCode timeZone } }', { id: organizationId })
    ).organization;
  } catch {
    session.organization = null;
  }
  const status = $('#connection');
  status.textContent = 'connecting…';
  status.className = '';
  session.ws = createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    // Read at each (re)connection, so a renewed token is the one sent.
    connectionParams: () => ({ authorization: `Svc-oauthtoken ${session.token}`, organizationId: session.organizationId }),
    retryAttempts: 5,
    on: {
      connected: () => {
        const o = session.organization;
        status.textContent = `live · ${o ? `${o.name} · ${o.currencyCode} · ${o.timeZone}` : `organization ${organizationId}`}`;
        status.className = 'live';
      },
      closed: (event) => {
        status.textContent = `disconnected${event?.code ? ` (${event.code} ${event.reason ?? ''})` : ''}`;
        status.className = 'closed';
      },
    },
  });
  $('#intro').hidden = true;
  $('#panels').hidden = false;
  invoicesPanel();
  countsPanel();
  exportsPanel();
  messagesPanel();
}

// ---- Invoices -----------------------------------------------------------------------------------

const INVOICE = 'invoiceId invoiceNumber customerName status currencyCode total balance lastModifiedTime';

async function invoicesPanel() {
  const panel = $('#invoices');
  const list = table(panel);
  const render = (i, fresh) =>
    list.put(
      i.invoiceId,
      el(
        'tr',
        { 'data-invoice': i.invoiceId, 'data-status': i.status, class: fresh ? 'fresh' : undefined },
        el('td', {}, i.invoiceNumber),
        el('td', {}, i.customerName),
        el('td', { class: `status-${i.status}` }, label(i.status)),
        el('td', { class: 'num' }, money(i.total, i.currencyCode)),
        el('td', { class: 'num' }, money(i.balance, i.currencyCode)),
        el('td', {}, time(i.lastModifiedTime)),
      ),
    );
  live(`subscription { invoicesChanged { ${INVOICE} } }`, {}, (data) => render(data.invoicesChanged, true), panel);
  try {
    const data = await gql(`{ invoices(perPage: 20) { nodes { ${INVOICE} } } }`);
    for (const i of [...data.invoices.nodes].reverse()) if (!list.rows.has(i.invoiceId)) render(i, false);
  } catch (error) {
    showError(panel, error.message);
  }
}

// ---- Stock counts -------------------------------------------------------------------------------

const COUNT = 'inventorycountId inventorycountNumber status numberOfItems numberOfItemsCounted progress { operation processedLines totalLines }';

async function countsPanel() {
  const panel = $('#counts');
  const list = table(panel);
  const render = (c) => {
    const p = c.progress;
    list.put(
      c.inventorycountId,
      el(
        'tr',
        { 'data-count': c.inventorycountId, 'data-status': c.status },
        el('td', {}, c.inventorycountNumber),
        el('td', {}, label(c.status)),
        el('td', {}, p ? el('progress', { max: p.totalLines, value: p.processedLines }) : ''),
        el(
          'td',
          {},
          p ? `${label(p.operation)}: ${p.processedLines} of ${p.totalLines} lines` : `${c.numberOfItemsCounted} of ${c.numberOfItems} items counted`,
        ),
      ),
    );
  };
  // Every count of the organization, created after the page opened or before.
  live(`subscription { inventoryCountsChanged { ${COUNT} } }`, {}, (data) => render(data.inventoryCountsChanged), panel);
  try {
    // The list's summaries carry no progress: a running job's arrives with its next batch.
    const data = await gql('{ inventoryCounts(perPage: 20) { nodes { inventorycountId inventorycountNumber status numberOfItems numberOfItemsCounted } } }');
    for (const c of [...data.inventoryCounts.nodes].reverse()) if (!list.rows.has(c.inventorycountId)) render({ ...c, progress: null });
  } catch (error) {
    showError(panel, error.message);
  }
}

// ---- Export jobs --------------------------------------------------------------------------------

const JOB = 'jobId jobCode jobStatus rowsWritten errorMessage downloadUrl expiryTime';
const ACTIVITY = `job { ${JOB} } workspaceId viewId viewName responseFormat createdTime startedTime finishedTime`;
const JOB_LABELS = { 1001: 'Waiting', 1002: 'Running', 1003: 'Failed', 1004: 'Completed', 1005: 'Expired' };

async function exportsPanel() {
  const panel = $('#exports');
  const list = table(panel);
  const known = new Map();
  const render = (a) => {
    known.set(a.job.jobId, a);
    const job = a.job;
    list.put(
      job.jobId,
      el(
        'tr',
        { 'data-job': job.jobId, 'data-code': job.jobCode, title: `job ${job.jobId}` },
        el('td', {}, a.viewName ?? '(deleted view)'),
        el('td', {}, a.responseFormat.toUpperCase()),
        el('td', { class: `code-${job.jobCode}` }, JOB_LABELS[job.jobCode] ?? label(job.jobStatus)),
        el('td', { class: 'num' }, job.rowsWritten ?? ''),
        el('td', {}, time(a.createdTime)),
        el('td', { class: 'num' }, duration(a.startedTime, a.finishedTime)),
        el(
          'td',
          {},
          job.downloadUrl ? el('button', { type: 'button', class: 'download', onclick: () => download(job) }, 'Download') : (job.errorMessage ?? ''),
        ),
      ),
    );
  };
  const refresh = async (jobId) => {
    const data = await gql(`query ($id: ID) { recentExportJobs(jobId: $id, limit: 1) { ${ACTIVITY} } }`, { id: jobId });
    for (const a of data.recentExportJobs) render(a);
  };
  live(
    `subscription { exportJobs { ${JOB} } }`,
    {},
    (data) => {
      const job = data.exportJobs;
      const seen = known.get(job.jobId);
      // A job this page has not seen (started elsewhere) is read whole once; then its times as it runs.
      if (!seen || job.jobCode !== seen.job.jobCode) refresh(job.jobId).catch((error) => showError(panel, error.message));
      else render({ ...seen, job });
    },
    panel,
  );

  const workspace = panel.querySelector('[name=workspace]');
  const view = panel.querySelector('[name=view]');
  try {
    const recent = await gql(`{ recentExportJobs(limit: 20) { ${ACTIVITY} } }`);
    for (const a of [...recent.recentExportJobs].reverse()) if (!known.has(a.job.jobId)) render(a);
    const data = await gql('{ workspaces { ownedWorkspaces { workspaceId workspaceName } sharedWorkspaces { workspaceId workspaceName } } }');
    const all = [...data.workspaces.ownedWorkspaces, ...data.workspaces.sharedWorkspaces];
    workspace.replaceChildren(...all.map((w) => el('option', { value: w.workspaceId }, w.workspaceName)));
    await loadViews();
  } catch (error) {
    showError(panel, error.message);
  }
  async function loadViews() {
    if (!workspace.value) return view.replaceChildren();
    const data = await gql('query ($w: ID!) { workspaceViews(workspaceId: $w) { views { viewId viewName } } }', { w: workspace.value });
    view.replaceChildren(...data.workspaceViews.views.map((v) => el('option', { value: v.viewId }, v.viewName)));
  }
  workspace.onchange = () => loadViews().catch((error) => showError(panel, error.message));
  panel.querySelector('form').onsubmit = async (event) => {
    event.preventDefault();
    showError(panel, '');
    try {
      const format = panel.querySelector('[name=format]').value;
      const data = await gql('mutation ($w: ID!, $v: ID!, $c: String!) { createExportJob(workspaceId: $w, viewId: $v, config: $c) { jobId } }', {
        w: workspace.value,
        v: view.value,
        c: JSON.stringify({ responseFormat: format }),
      });
      // The subscription brings the job's rows; this only says it started from here.
      panel.querySelector('.started').textContent = `Started an export of ${view.selectedOptions[0]?.textContent ?? 'the view'}.`;
      await refresh(data.createExportJob.jobId);
    } catch (error) {
      showError(panel, error.message);
    }
  };

  /** The file needs the token: fetched with it, then saved from memory. */
  async function download(job) {
    const url = new URL(job.downloadUrl, location.href);
    const res = await fetch(url, { headers: { authorization: `Svc-oauthtoken ${session.token}`, 'SVC-ANALYTICS-ORGID': session.organizationId } });
    if (!res.ok) return showError(panel, `download failed: ${res.status}`);
    const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `export-${job.jobId}`;
    const link = el('a', { href: URL.createObjectURL(await res.blob()), download: name });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }
}

// ---- Messages -----------------------------------------------------------------------------------

// `to` and `status` differ in type between the two kinds, so each is selected under its own alias.
const EMAIL = 'messageId subject recipients: to emailStatus: status attempts error queuedTime sentTime';
const CHANNEL_MESSAGE = 'messageId channel recipient: to channelStatus: status attempts error queuedTime sentTime text ttsText template { name }';
const MESSAGE = `__typename ... on OutgoingEmail { ${EMAIL} } ... on ChannelMessage { ${CHANNEL_MESSAGE} }`;
const CHANNELS = { EMAIL: 'outgoingEmails', SMS: 'smsMessages', VOICE: 'voiceCalls', WHATSAPP: 'whatsappMessages' };

/** An email or an SMS, call or WhatsApp message as one row: its channel, what it says, its recipients, its status. */
function messageRow(m) {
  if (m.emailStatus !== undefined) return { ...m, id: m.messageId, channel: 'email', to: m.recipients, status: m.emailStatus };
  return { ...m, id: m.messageId, subject: m.text ?? m.ttsText ?? m.template?.name ?? '', to: [m.recipient], status: m.channelStatus };
}

const CHANNEL_LABELS = { email: 'Email', sms: 'SMS', voice: 'Voice call', whatsapp: 'WhatsApp' };

/** Every state a message reached, oldest first, through its channel's own timeline. */
async function timelineOf(m) {
  if (m.channel === 'email') {
    const data = await gql('query ($id: ID!) { emailLog(emailReference: $id) { timeline { event recipient detail time } } }', { id: m.id });
    return data.emailLog.timeline.map((t) => ({ status: t.event, detail: [t.recipient, t.detail].filter(Boolean).join(': '), time: t.time }));
  }
  const [field, argument] = {
    sms: ['smsMessageTimeline', 'messageId'],
    voice: ['voiceCallTimeline', 'callId'],
    whatsapp: ['whatsappMessageTimeline', 'messageId'],
  }[m.channel];
  const data = await gql(`query ($id: ID!) { ${field}(${argument}: $id) { status detail time } }`, { id: m.id });
  return data[field];
}

async function messagesPanel() {
  const panel = $('#messages');
  const list = table(panel);
  const statuses = new Map();
  const summary = () => {
    const counts = {};
    // Email says SENT where SMS says sent: one count per status as it reads.
    for (const status of statuses.values()) counts[label(status)] = (counts[label(status)] ?? 0) + 1;
    panel.querySelector('.summary').textContent = Object.entries(counts)
      .map(([s, n]) => `${s} ${n}`)
      .join(' · ');
  };
  const showTimeline = async (m) => {
    const box = panel.querySelector('.timeline');
    box.hidden = false;
    box.replaceChildren(el('h3', {}, `${CHANNEL_LABELS[m.channel] ?? m.channel} to ${m.to.join(', ')}: ${m.subject}`), el('p', {}, 'Loading…'));
    try {
      const events = await timelineOf(m);
      box.replaceChildren(
        box.firstChild,
        events.length
          ? el(
              'ol',
              {},
              ...events.map((e) => el('li', { 'data-event': e.status }, el('time', {}, time(e.time)), ` ${label(e.status)}`, e.detail ? ` — ${e.detail}` : '')),
            )
          : el('p', {}, 'Nothing has happened to it yet.'),
      );
    } catch (error) {
      showError(panel, error.message);
    }
  };
  const render = (m) => {
    list.put(
      m.id,
      el(
        'tr',
        { 'data-message': m.id, 'data-status': m.status, tabindex: 0, onclick: () => showTimeline(m), onkeydown: (e) => e.key === 'Enter' && showTimeline(m) },
        el('td', {}, CHANNEL_LABELS[m.channel] ?? m.channel),
        el('td', {}, m.subject),
        el('td', {}, m.to.join(', ')),
        el('td', { class: `status-${m.status}` }, label(m.status)),
        el('td', { class: 'num' }, m.attempts),
        el('td', {}, m.error ?? time(m.sentTime ?? m.queuedTime)),
      ),
    );
    statuses.set(m.id, m.status);
    summary();
  };
  for (const [channel, field] of Object.entries(CHANNELS)) {
    live(`subscription { messages(channel: ${channel}) { ${MESSAGE} } }`, {}, (data) => render(messageRow(data.messages)), panel);
    try {
      const data = await gql(channel === 'EMAIL' ? `{ ${field}(perPage: 20) { nodes { ${EMAIL} } } }` : `{ ${field}(perPage: 20) { ${CHANNEL_MESSAGE} } }`);
      const recent = channel === 'EMAIL' ? data[field].nodes : data[field];
      for (const m of [...recent].reverse()) if (!list.rows.has(m.messageId)) render(messageRow(m));
    } catch (error) {
      showError(panel, error.message);
    }
  }
}
