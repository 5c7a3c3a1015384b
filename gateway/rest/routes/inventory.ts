import type { RestModule } from '../route.ts';

/** Inventory, /inventory/v1 (routes.md, Inventory). */
export const inventory: RestModule = {
  prefix: '/inventory/v1',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/locations', field: 'createLocation', status: 201, message: 'The location has been created.' },
    { method: 'GET', path: '/locations', field: 'locations' },
    { method: 'GET', path: '/items/{item_id}/stock', field: 'itemStock', key: 'item_stock' },
  ],
};
