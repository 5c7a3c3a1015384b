// GraphiQL for the gateway, bundled by esbuild from node_modules (gateway/pages/pages.ts):
// nothing is loaded from elsewhere. Queries and mutations go over HTTP POST /graphql,
// subscriptions over graphql-ws on the same /graphql, both with the token and organization
// given in the bar above the editor (kept in this browser's localStorage).
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/graphiql.css';
import { createClient } from 'graphql-ws';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import './graphiql-page.css';

const DEFAULT_QUERY = `# Queries and mutations run over HTTP, subscriptions over graphql-ws.
# Paste a token and an organization id above, then try:
#
#   subscription { invoicesChanged { invoiceNumber status balance } }
#   subscription { exportJobs { jobId jobStatus rowsWritten downloadUrl } }
#   subscription { messages(channel: EMAIL) { subject status } }

query Organizations {
  organizations { nodes { organizationId name } }
}
`;

const tokenInput = document.getElementById('token');
const orgInput = document.getElementById('organization');
const form = document.getElementById('auth');
const state = document.getElementById('auth-state');
tokenInput.value = localStorage.getItem('kontor.token') ?? '';
orgInput.value = localStorage.getItem('kontor.organization') ?? '';

// /graphiql?query=… opens with that operation in the editor (a link from elsewhere).
const linked = new URLSearchParams(location.search).get('query') ?? undefined;
const root = createRoot(document.getElementById('graphiql'));
let wsClient;
let generation = 0;

function render() {
  const token = tokenInput.value.trim();
  const organizationId = orgInput.value.trim();
  localStorage.setItem('kontor.token', token);
  localStorage.setItem('kontor.organization', organizationId);
  const headers = {};
  if (token) headers.Authorization = `Svc-oauthtoken ${token}`;
  if (organizationId) headers['X-Organization-Id'] = organizationId;
  wsClient?.dispose();
  // The socket authenticates in connection_init: the same token, and the organization fixed for it.
  wsClient = createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    connectionParams: { authorization: headers.Authorization, organizationId },
    lazy: true,
    retryAttempts: 0,
  });
  // Plain JSON responses: the gateway does not answer @defer/@stream as multipart/mixed.
  const fetcher = createGraphiQLFetcher({ url: '/graphql', headers, wsClient, enableIncrementalDelivery: false });
  generation += 1;
  state.textContent = token ? `signed in${organizationId ? ` · organization ${organizationId}` : ''}` : 'no token: only public fields answer';
  root.render(createElement(GraphiQL, { key: generation, fetcher, query: linked, defaultQuery: DEFAULT_QUERY, shouldPersistHeaders: false }));
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  render();
});
render();
