import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_MODULES } from '../../gateway/rest/routes/index.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document naming every route of the tables', async () => {
    const res = await fetch(new URL('/openapi.json', platform.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const document = (await res.json()) as any;
    expect(document.openapi).toBe('3.1.0');
    // The validator dereferences in place: hand it a copy.
    await SwaggerParser.validate(structuredClone(document));
    const missing: string[] = [];
    for (const module of REST_MODULES) {
      for (const route of module.routes) {
        const operation = document.paths[module.prefix + route.path]?.[route.method.toLowerCase()];
        if (!operation) missing.push(`${route.method} ${module.prefix}${route.path}`);
        else expect(Object.keys(operation.responses), `${route.method} ${route.path}`).toContain(String(route.status ?? 200));
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['oauthToken', 'oauth2']);
    // Every resource is a tag naming it under its module's prefix, in order; every operation is in its resource's.
    const resources = [...new Set(REST_MODULES.flatMap((m) => m.routes.map((r) => `${m.prefix}/${r.path.split('/')[1]}`.replace(/\/$/, ''))))].sort();
    expect(document.tags.map((t: any) => t.name)).toEqual(resources);
    expect(document.tags.find((t: any) => t.name === '/books/v3/invoices').description).toBe('The invoices routes under /books/v3.');
    expect(document.paths['/books/v3/invoices/{invoice_id}/email'].post.tags).toEqual(['/books/v3/invoices']);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('answers every operation with the statuses some error of the table has, and no other', async () => {
    const document = (await (await fetch(new URL('/openapi.json', platform.url))).json()) as any;
    const get = document.paths['/books/v3/invoices'].get;
    expect(Object.keys(get.responses)).toEqual(['200', '400', '401', '403', '404', '405', '413', '429', '500', '503']);
    expect(document.components.responses).not.toHaveProperty('Status409');
  });

  it('describes analytics and messaging routes with their own envelopes', async () => {
    const document = (await (await fetch(new URL('/openapi.json', platform.url))).json()) as any;
    const workspaces = document.paths['/restapi/v2/workspaces'].get;
    const success = workspaces.responses['200'].content['application/json'].schema;
    expect(Object.keys(success.properties)).toEqual(['status', 'summary', 'data']);
    expect(workspaces.responses['400']).toEqual({ $ref: '#/components/responses/AnalyticsStatus400' });
    expect(document.components.responses.AnalyticsStatus400.description).toContain('8504 (INVALID_VALUE)');
    expect(document.components.schemas.AnalyticsFailure.properties.data.required).toEqual(['errorCode', 'errorMessage']);
    // Analytics fields are camelCase: the schemas it refers to are its own.
    const ref = JSON.stringify(success.properties.data);
    expect(ref).toMatch(/Analytics"/);
    const agents = document.paths['/v1.1/agents'].get;
    expect(Object.keys(agents.responses['200'].content['application/json'].schema.properties)).toEqual(['data', 'status']);
    expect(agents.responses['400']).toEqual({ $ref: '#/components/responses/MessagingStatus400' });
    expect(document.components.responses.MessagingStatus400.description).toContain('TM_3201 (INVALID_VALUE)');
    // A send answers its own object, not wrapped.
    const send = document.paths['/v1.1/email'].post.responses['200'].content['application/json'].schema;
    expect(send.properties?.status).toBeUndefined();
  });

  it('describes a route as the engine serves it: parameters, body, envelope and errors', async () => {
    const document = (await (await fetch(new URL('/openapi.json', platform.url))).json()) as any;
    const create = document.paths['/books/v3/contacts'].post;
    expect(create.parameters).toContainEqual(expect.objectContaining({ name: 'organization_id', in: 'query', required: true }));
    expect(Object.keys(create.requestBody.content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    const input = document.components.schemas[create.requestBody.content['application/json'].schema.$ref.split('/').pop()];
    expect(input.properties).toHaveProperty('contact_name');
    expect(input.required).toContain('contact_name');
    const created = create.responses['201'].content['application/json'].schema;
    expect(created.properties).toHaveProperty('contact');
    expect(create.responses['400']).toEqual({ $ref: '#/components/responses/Status400' });
    // The family's codes of authentication and organization failures, with their statuses.
    expect(document.components.responses.Status401.description).toBe('Codes answered with 401: 57 (UNAUTHENTICATED), 6041 (ORGANIZATION_ACCESS_DENIED)');
    expect(document.components.responses.Status403.description).toContain('57 (FORBIDDEN)');
    const list = document.paths['/books/v3/contacts'].get;
    const listed = list.responses['200'].content['application/json'].schema;
    expect(Object.keys(listed.properties)).toEqual(['code', 'message', 'contacts', 'page_context']);
    expect(listed.properties.page_context.allOf[1].properties.report_name).toEqual({ type: 'string', const: 'Contacts' });
    // Fields the family types otherwise than GraphQL are described as sent.
    expect(document.components.schemas.Invoice.properties.discount).toMatchObject({ type: 'number' });
    expect(list.parameters.map((p: any) => p.name)).toContain('page');
    const receipt = document.paths['/books/v3/expenses/{expense_id}/receipt'].post;
    expect(Object.keys(receipt.requestBody.content)).toContain('multipart/form-data');
    const billing = document.paths['/billing/v1/payments'].get;
    expect(billing.parameters).toContainEqual(expect.objectContaining({ in: 'header' }));
  });

  it('renders at /docs from files served by this server, with nothing fetched elsewhere', async () => {
    const page = await fetch(new URL('/docs', platform.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.startsWith('/'), source).toBe(true);
      const asset = await fetch(new URL(source, platform.url));
      expect(asset.status, source).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, source).toBeGreaterThan(0);
    }
    const init = await (await fetch(new URL('/docs/init.js', platform.url))).text();
    expect(init).toContain('"/openapi.json"');
  });

  it("serves each module's own document, its prefix the server and its paths relative", async () => {
    const whole = (await (await fetch(new URL('/openapi.json', platform.url))).json()) as any;
    const res = await fetch(new URL('/openapi/inventory-v1.json', platform.url));
    expect(res.status).toBe(200);
    const document = (await res.json()) as any;
    await SwaggerParser.validate(structuredClone(document));
    expect(document.servers).toEqual([expect.objectContaining({ url: '/inventory/v1' })]);
    expect(document.tags.map((t: any) => t.name)).toContain('/inventory/v1/items');
    expect(document.tags.every((t: any) => t.name.startsWith('/inventory/v1/'))).toBe(true);
    const routes = REST_MODULES.filter((m) => m.prefix === '/inventory/v1').flatMap((m) => m.routes.map((r) => `${r.method} ${r.path}`));
    const described = Object.entries(document.paths).flatMap(([path, item]: [string, any]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual([...new Set(routes)].sort());
    // The same operation as in the whole document, under its relative path.
    expect(document.paths['/items'].get).toEqual(whole.paths['/inventory/v1/items'].get);
    for (const prefix of new Set(REST_MODULES.map((m) => m.prefix))) {
      const one = await fetch(new URL(`/openapi/${prefix.slice(1).replaceAll('/', '-')}.json`, platform.url));
      expect(one.status, prefix).toBe(200);
    }
  });

  it('says in words what every read answers and every write did, and names the required fields', async () => {
    const document = (await (await fetch(new URL('/openapi.json', platform.url))).json()) as any;
    const bare: string[] = [];
    for (const module of REST_MODULES)
      for (const route of module.routes) {
        const operation = document.paths[module.prefix + route.path][route.method.toLowerCase()];
        // A summary is a sentence or words, never the GraphQL field's name.
        if (!operation.summary || operation.summary === route.field || /^[a-z]+[A-Z]\w*$/.test(operation.summary))
          bare.push(`${route.method} ${module.prefix}${route.path}: ${operation.summary}`);
      }
    expect(bare).toEqual([]);
    const organizations = document.paths['/books/v3/organizations'].get;
    expect(organizations.summary).not.toBe('organizations');
    expect(organizations.summary).toMatch(/^[A-Z].*[a-z]/);
    expect(organizations.description).toBeTruthy();

    // Required fields of the bodies, as the SDL makes them.
    const bodyOf = (path: string) => {
      const schema = document.paths[path].post.requestBody.content['application/json'].schema;
      return schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()] : schema;
    };
    expect(bodyOf('/expense/v1/expensecategories').required).toContain('account_id');
    expect(bodyOf('/v1.1/domains').required).toContain('sub_domain_prefix');
  });
});
