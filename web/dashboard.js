// The live dashboard (/dashboard): plain ES modules bundled by esbuild with graphql-ws from
// node_modules (gateway/pages/pages.ts), nothing loaded from elsewhere. Sign in with a token,
// choose an organization, and every panel follows its subscription: export jobs, messages,
// stock counts and invoices change on the page as they change on the server.
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

const session = { token: '', organizationId: '', ws: undefined, stops: [] };

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

const time = (value) => (value ? new Date(/^\d+$/.test(value) ? Number(value) : value).toLocaleTimeString() : '');

// ---- Sign in -------------------------------------------------------------------------

$('#signin').addEventListener('submit', async (event) => {
  event.preventDefault();
  session.token = $('#token').value.trim();
  session.organizationId = '';
  localStorage.setItem('kontor.token', session.token);
  $('#signin-error').textContent = '';
  try {
    const data = await gql('{ organizations { nodes { organizationId name isDefaultOrg } } }');
    const select = $('#organization');
    select.replaceChildren(
      ...data.organizations.nodes.map((o) => el('option', { value: o.organizationId, selected: o.isDefaultOrg }, `${o.name} (${o.organizationId})`)),
    );
    $('#choose').hidden = false;
  } catch (error) {
    // A token without SvcBooks.settings.READ cannot list organizations: the id is typed instead.
    $('#signin-error').textContent = `Could not list organizations (${error.message}); type the organization id.`;
    $('#organization').replaceChildren();
    $('#choose').hidden = false;
  }
});
$('#token').value = localStorage.getItem('kontor.token') ?? '';

$('#choose').addEventListener('submit', (event) => {
  event.preventDefault();
  const typed = $('#organization-id').value.trim();
  connect(typed || $('#organization').value);
});

function connect(organizationId) {
  for (const stop of session.stops) stop();
  session.stops = [];
  session.ws?.dispose();
  session.organizationId = organizationId;
  const status = $('#connection');
  status.textContent = 'connecting…';
  status.className = '';
  session.ws = createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    connectionParams: { authorization: `Svc-oauthtoken ${session.token}`, organizationId },
    retryAttempts: 5,
    on: {
      connected: () => {
        status.textContent = `live · organization ${organizationId}`;
        status.className = 'live';
      },
      closed: (event) => {
        status.textContent = `disconnected${event?.code ? ` (${event.code} ${event.reason ?? ''})` : ''}`;
        status.className = 'closed';
      },
    },
  });
  $('#panels').hidden = false;
  exportsPanel();
  messagesPanel();
  countsPanel();
  invoicesPanel();
}

// ---- Export jobs -----------------------------------------------------------------------

const JOB = 'jobId jobCode jobStatus rowsWritten errorMessage downloadUrl expiryTime';

async function exportsPanel() {
  const panel = $('#exports');
  const rows = new Map();
  const body = panel.querySelector('tbody');
  body.replaceChildren();
  showError(panel, '');
  const render = (job) => {
    const row = el(
      'tr',
      { 'data-job': job.jobId, 'data-code': job.jobCode },
      el('td', {}, job.jobId),
      el('td', { class: `code-${job.jobCode}` }, job.jobStatus),
      el('td', { class: 'num' }, job.rowsWritten ?? ''),
      el('td', {}, job.downloadUrl ? el('button', { type: 'button', class: 'download', onclick: () => download(job) }, 'Download') : (job.errorMessage ?? '')),
    );
    rows.get(job.jobId)?.replaceWith(row);
    if (!rows.has(job.jobId)) body.prepend(row);
    rows.set(job.jobId, row);
  };
  live(`subscription { exportJobs { ${JOB} } }`, {}, (data) => render(data.exportJobs), panel);

  const workspace = panel.querySelector('[name=workspace]');
  const view = panel.querySelector('[name=view]');
  try {
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
      // The subscription brings the job's rows; this only marks it as started from here.
      panel.querySelector('.started').textContent = `Started job ${data.createExportJob.jobId}`;
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

// ---- Messages --------------------------------------------------------------------------

const EMAIL = 'messageId subject to status attempts error queuedTime sentTime';
const CHANNEL_MESSAGE = 'messageId channel to status attempts error queuedTime sentTime text template { name }';
const MESSAGE = `__typename ... on OutgoingEmail { ${EMAIL} } ... on ChannelMessage { ${CHANNEL_MESSAGE} }`;
const CHANNELS = { EMAIL: 'outgoingEmails', SMS: 'smsMessages', VOICE: 'voiceCalls', WHATSAPP: 'whatsappMessages' };

/** An email or an SMS, call or WhatsApp message as one row: its channel, a subject, its recipients. */
function messageRow(m) {
  if (m.channel === undefined) return { ...m, channel: 'email' };
  return { ...m, subject: m.text ?? m.template?.name ?? '', to: [m.to] };
}

async function messagesPanel() {
  const panel = $('#messages');
  const rows = new Map();
  const statuses = new Map();
  const body = panel.querySelector('tbody');
  body.replaceChildren();
  showError(panel, '');
  const summary = () => {
    const counts = {};
    for (const status of statuses.values()) counts[status] = (counts[status] ?? 0) + 1;
    panel.querySelector('.summary').textContent = Object.entries(counts)
      .map(([s, n]) => `${s} ${n}`)
      .join(' · ');
  };
  const render = (m) => {
    const row = el(
      'tr',
      { 'data-message': m.messageId, 'data-status': m.status },
      el('td', {}, m.channel),
      el('td', {}, m.subject),
      el('td', {}, m.to.join(', ')),
      el('td', { class: `status-${m.status}` }, m.status),
      el('td', { class: 'num' }, m.attempts),
      el('td', {}, m.error ?? time(m.sentTime ?? m.queuedTime)),
    );
    rows.get(m.messageId)?.replaceWith(row);
    if (!rows.has(m.messageId)) body.prepend(row);
    rows.set(m.messageId, row);
    statuses.set(m.messageId, m.status);
    summary();
  };
  for (const [channel, list] of Object.entries(CHANNELS)) {
    live(`subscription { messages(channel: ${channel}) { ${MESSAGE} } }`, {}, (data) => render(messageRow(data.messages)), panel);
    try {
      const data = await gql(channel === 'EMAIL' ? `{ ${list}(perPage: 20) { nodes { ${EMAIL} } } }` : `{ ${list}(perPage: 20) { ${CHANNEL_MESSAGE} } }`);
      const recent = channel === 'EMAIL' ? data[list].nodes : data[list];
      for (const m of [...recent].reverse()) if (!rows.has(m.messageId)) render(messageRow(m));
    } catch (error) {
      showError(panel, error.message);
    }
  }
}

// ---- Stock counts ----------------------------------------------------------------------

async function countsPanel() {
  const panel = $('#counts');
  const body = panel.querySelector('tbody');
  const rows = new Map();
  body.replaceChildren();
  showError(panel, '');
  const render = (c) => {
    const progress = c.progress ? `${c.progress.operation} ${c.progress.processedLines}/${c.progress.totalLines}` : '';
    const row = el(
      'tr',
      { 'data-count': c.inventorycountId, 'data-status': c.status },
      el('td', {}, c.inventorycountNumber),
      el('td', {}, c.status),
      el('td', {}, progress && el('progress', { max: c.progress.totalLines, value: c.progress.processedLines })),
      el('td', {}, progress),
    );
    rows.get(c.inventorycountId)?.replaceWith(row);
    if (!rows.has(c.inventorycountId)) body.append(row);
    rows.set(c.inventorycountId, row);
  };
  try {
    const data = await gql('{ inventoryCounts(perPage: 20) { nodes { inventorycountId inventorycountNumber status } } }');
    for (const c of data.inventoryCounts.nodes) {
      render({ ...c, progress: null });
      // One subscription per listed count: its start, submit and approve jobs report their lines.
      live(
        'subscription ($id: ID!) { inventoryCountProgress(inventorycountId: $id) { inventorycountId inventorycountNumber status progress { operation processedLines totalLines } } }',
        { id: c.inventorycountId },
        (d) => render(d.inventoryCountProgress),
        panel,
      );
    }
  } catch (error) {
    showError(panel, error.message);
  }
}

// ---- Invoices --------------------------------------------------------------------------

const INVOICE = 'invoiceId invoiceNumber customerName status total balance';

async function invoicesPanel() {
  const panel = $('#invoices');
  const body = panel.querySelector('tbody');
  const rows = new Map();
  body.replaceChildren();
  showError(panel, '');
  const render = (i, fresh) => {
    const row = el(
      'tr',
      { 'data-invoice': i.invoiceId, 'data-status': i.status, class: fresh ? 'fresh' : undefined },
      el('td', {}, i.invoiceNumber),
      el('td', {}, i.customerName),
      el('td', { class: `status-${i.status}` }, i.status),
      el('td', { class: 'num' }, i.total),
      el('td', { class: 'num' }, i.balance),
    );
    rows.get(i.invoiceId)?.replaceWith(row);
    if (!rows.has(i.invoiceId)) body.prepend(row);
    rows.set(i.invoiceId, row);
  };
  live(`subscription { invoicesChanged { ${INVOICE} } }`, {}, (data) => render(data.invoicesChanged, true), panel);
  try {
    const data = await gql(`{ invoices(perPage: 20) { nodes { ${INVOICE} } } }`);
    for (const i of [...data.invoices.nodes].reverse()) if (!rows.has(i.invoiceId)) render(i, false);
  } catch (error) {
    showError(panel, error.message);
  }
}
