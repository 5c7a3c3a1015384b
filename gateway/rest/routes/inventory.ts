import type { RestModule } from '../route.ts';
import { TAX_EXEMPTION_ROUTES } from './accounting-taxes.ts';
import { USER_ROUTES } from './accounting.ts';

/** Inventory, /inventory/v1 (routes.md, Inventory). */
export const inventory: RestModule = {
  prefix: '/inventory/v1',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/locations', field: 'createLocation', key: 'locations', status: 201, message: 'The location has been created.' },
    { method: 'GET', path: '/locations', field: 'locations' },
    // Tax exemptions, the same as /books/v3/settings/taxexemptions, under SvcInventory.settings scopes too.
    ...TAX_EXEMPTION_ROUTES,
    ...USER_ROUTES,
    // Items (routes.md, Items (Inventory view)): accounting's items, the same rows as /books/v3/items,
    // under SvcInventory.items scopes; the inventory subgraph adds the stock fields.
    { method: 'POST', path: '/items', field: 'createItem', message: 'The item has been added.' },
    { method: 'GET', path: '/items', field: 'items' },
    { method: 'GET', path: '/items/{item_id}', field: 'item' },
    { method: 'PUT', path: '/items/{item_id}', field: 'updateItem', message: 'The item details have been updated.' },
    { method: 'DELETE', path: '/items/{item_id}', field: 'deleteItem', key: null, message: 'The item has been deleted.' },
    { method: 'POST', path: '/items/{item_id}/active', field: 'markItemActive', key: null, message: 'The item has been marked as active.' },
    { method: 'POST', path: '/items/{item_id}/inactive', field: 'markItemInactive', key: null, message: 'The item has been marked as inactive.' },
    { method: 'GET', path: '/items/{item_id}/stock', field: 'itemStock', key: 'item_stock' },
  ],
};
