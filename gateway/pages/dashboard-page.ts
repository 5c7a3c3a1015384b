/**
 * The dashboard's markup (its code is web/dashboard.js). Before sign-in only the sign-in shows;
 * the organization chooser once signed in; the panels once an organization is watched. Each
 * panel says what it shows when it has nothing yet.
 */
export const DASHBOARD_BODY = `<header>
  <h1>Kontor live</h1>
  <div id="signin">
    <button type="button" id="password-signin">Sign in with email and password</button>
    <details>
      <summary>or use an access token</summary>
      <form id="token-signin">
        <label for="token">Token</label><input id="token" type="password" placeholder="access token" autocomplete="off" required>
        <button type="submit">Use token</button>
      </form>
    </details>
  </div>
  <form id="choose" hidden>
    <label for="organization">Organization</label><select id="organization"></select>
    <input id="organization-id" placeholder="or its id" aria-label="Organization id">
    <button type="submit">Watch</button>
  </form>
  <span id="signin-error" role="alert"></span>
  <span id="connection"></span>
  <button type="button" id="signout" hidden>Sign out</button>
</header>
<p class="intro" id="intro">Sign in to watch an organization live: its invoices, stock counts, export jobs and messages, as they change.</p>
<main id="panels" hidden>
  <section id="invoices">
    <h2>Invoices</h2>
    <p class="error" hidden></p>
    <table><thead><tr><th>Invoice</th><th>Customer</th><th>Status</th><th class="num">Total</th><th class="num">Balance</th><th>Changed</th></tr></thead><tbody></tbody></table>
    <p class="empty">No invoices yet: one created in Kontor appears here at once, drafts too.</p>
  </section>
  <section id="counts">
    <h2>Stock counts</h2>
    <p class="error" hidden></p>
    <table><thead><tr><th>Count</th><th>Status</th><th>Progress</th><th></th></tr></thead><tbody></tbody></table>
    <p class="empty">No stock counts yet: a new count appears here, with its progress while it is started, submitted and approved.</p>
  </section>
  <section id="exports">
    <h2>Export jobs</h2>
    <form>
      <select name="workspace" aria-label="Workspace"></select>
      <select name="view" aria-label="View"></select>
      <select name="format" aria-label="Format"><option>csv</option><option>json</option><option>xml</option><option>html</option><option>pdf</option></select>
      <button type="submit" id="start-export">Start export</button>
      <span class="started"></span>
    </form>
    <p class="error" hidden></p>
    <table><thead><tr><th>View</th><th>Format</th><th>Status</th><th class="num">Rows</th><th>Created</th><th class="num">Took</th><th>File</th></tr></thead><tbody></tbody></table>
    <p class="empty">No export jobs of yours yet: start one above, or through the API.</p>
  </section>
  <section id="messages">
    <h2>Messages</h2>
    <p class="summary"></p>
    <p class="error" hidden></p>
    <table><thead><tr><th>Channel</th><th>Subject or text</th><th>To</th><th>Status</th><th class="num">Attempts</th><th>Detail</th></tr></thead><tbody></tbody></table>
    <p class="empty">No messages yet: email, SMS, calls and WhatsApp messages appear here as they are queued and delivered. Click one for its timeline.</p>
    <div class="timeline" hidden></div>
  </section>
</main>`;
