import { describe, expect, it } from 'vitest';
import { REST_MODULES } from '../../gateway/rest/routes/index.ts';
import { WIRES, wireNamed, wireOf } from '../../gateway/rest/wires/index.ts';
import { type ModuleDescriptor, authenticatorsOf, serverOptionsFromEnv, serversOf } from '../../subgraphs/core/platform/modules.ts';
import { MODULES } from '../../subgraphs/index.ts';

const bare = (name: string, parts: Partial<ModuleDescriptor>): ModuleDescriptor => ({ name, jobs: [], references: [], hooks: [], renderers: {}, ...parts });

describe("what modules add at the front door (their descriptors' edge parts)", () => {
  it('every authenticator a REST route names, and every wire a table or raw route names, exists', () => {
    const authenticators = authenticatorsOf(MODULES);
    const named = REST_MODULES.flatMap((module) => module.routes.flatMap((route) => (route.auth ? [route.auth] : [])));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !authenticators.has(name))).toEqual([]);
    for (const module of REST_MODULES) expect(() => wireOf(module)).not.toThrow();
    const raw = MODULES.flatMap((module) => module.rawRoutes ?? []);
    expect(raw.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /t/o/{token}',
      'GET /t/c/{token}',
      'GET /v1.1/t/o/{token}',
      'GET /v1.1/t/c/{token}',
      'POST /v1.1/providers/{channel}/status',
    ]);
    for (const route of raw) expect(() => wireNamed(route.wire)).not.toThrow();
    expect(() => wireNamed('cpaas')).toThrow('no REST wire is named cpaas');
    for (const wire of WIRES) expect(wireNamed(wire.name)).toBe(wire);
  });

  it('reads the servers to run from the environment: none unless configured', () => {
    expect([...serversOf(MODULES).keys()]).toEqual(['messaging.smtp-relay']);
    expect(serverOptionsFromEnv(MODULES, {})).toEqual({});
    expect(serverOptionsFromEnv(MODULES, { SMTP_RELAY_PORT: '2525', HOST: '127.0.0.1', SMTP_RELAY_INSECURE_AUTH: 'true' })).toEqual({
      'messaging.smtp-relay': { port: 2525, host: '127.0.0.1', key: undefined, cert: undefined, allowInsecureAuth: true },
    });
    expect(serverOptionsFromEnv(MODULES, { SMTP_RELAY_PORT: '2525', SMTP_RELAY_HOST: '::1', HOST: '127.0.0.1' })).toEqual({
      'messaging.smtp-relay': { port: 2525, host: '::1', key: undefined, cert: undefined, allowInsecureAuth: false },
    });
  });

  it('refuses an edge part named outside its module, or twice', () => {
    const identify = async () => ({ userId: '0', scopes: [], organizationId: '1' });
    expect(() => authenticatorsOf([bare('erp', { authenticators: [{ name: 'messaging.key', identify }] })])).toThrow(
      'authenticator messaging.key of module erp must be named erp.<what>',
    );
    expect(() =>
      authenticatorsOf([
        bare('erp', {
          authenticators: [
            { name: 'erp.key', identify },
            { name: 'erp.key', identify },
          ],
        }),
      ]),
    ).toThrow('authenticator erp.key is given twice');
  });
});
