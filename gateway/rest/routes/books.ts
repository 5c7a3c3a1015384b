import type { RestModule } from '../route.ts';

/** Accounting, /books/v3 (routes.md, Accounting). */
export const books: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/organizations', field: 'createOrganization', organization: false, status: 201, message: 'The organization has been created.' },
    { method: 'GET', path: '/organizations', field: 'organizations', organization: false },
    { method: 'GET', path: '/organizations/{organization_id}', field: 'organization', organization: false },
    { method: 'PUT', path: '/organizations/{organization_id}', field: 'updateOrganization', organization: false, message: 'Organization details have been updated.' },
  ],
};
