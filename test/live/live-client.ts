import { type Client as WsClient, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** A real graphql-ws client of the gateway, as a dashboard would hold one, recording what it hears. */
export interface LiveClient {
  client: WsClient;
  /** The close event's code and reason, once the server closed the socket. */
  closed: { code?: number; reason?: string };
  /** Starts a subscription; its payloads and errors land in the returned arrays. */
  subscribe(query: string, variables?: Record<string, unknown>): { results: any[]; errors: unknown[]; completed: { done: boolean }; stop: () => void };
  dispose(): Promise<void>;
}

export function liveClient(baseUrl: string, connectionParams: Record<string, unknown>): LiveClient {
  const closed: { code?: number; reason?: string } = {};
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
    on: {
      closed: (event) => {
        const e = event as { code?: number; reason?: string };
        closed.code = e.code;
        closed.reason = String(e.reason ?? '');
      },
    },
  });
  return {
    client,
    closed,
    subscribe(query, variables = {}) {
      const results: any[] = [];
      const errors: unknown[] = [];
      const completed = { done: false };
      const stop = client.subscribe(
        { query, variables },
        {
          next: (value) => results.push(value),
          error: (error) => errors.push(error),
          complete: () => {
            completed.done = true;
          },
        },
      );
      return { results, errors, completed, stop };
    },
    async dispose() {
      await client.dispose();
    },
  };
}
