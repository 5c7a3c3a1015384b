import { specificationName } from './family-names.ts';

/**
 * Scopes are `<Product>.<area>.<ACTION>`. `<Product>.<area>.ALL` grants every action of the
 * area and `<Product>.fullaccess.all` every area of the product. Products and areas compare
 * case-insensitively, as clients of the API family spell them both ways, and a product in the
 * family's spelling is the specification's (`ZohoBooks` is `SvcBooks`, family-names.ts).
 */
export function grants(granted: readonly string[], required: string): boolean {
  const [product, area, action] = scopeParts(required);
  return granted.some((scope) => {
    const [p, a, x] = scopeParts(scope);
    if (p !== product) return false;
    if (a === 'fullaccess' && x === 'all') return true;
    return a === area && (x === action || x === 'all');
  });
}

/** A scope's product (in the specification's spelling), area and action, lower-cased. */
function scopeParts(scope: string): string[] {
  const [product = '', ...rest] = scope.split('.');
  return [specificationName(product), ...rest].map((part) => part.toLowerCase());
}

export function grantsAny(granted: readonly string[], required: readonly string[]): boolean {
  return required.some((r) => grants(granted, r));
}

/** Every product's full access: what `kontor bootstrap` hands the first admin. */
export const ALL_PRODUCTS = ['SvcBooks', 'ERP', 'SvcInventory', 'SvcExpense', 'SvcSubscriptions', 'SvcAnalytics', 'SvcMessaging'];
export const FULL_ACCESS = ALL_PRODUCTS.map((p) => `${p}.fullaccess.all`).join(',');
/**
 * The installation's own operations (`Kontor.metrics.READ` reads GET /metrics): a scope a token
 * asks for by name, outside FULL_ACCESS, so a scraper's token reads no business data and a
 * business token no operations.
 */
export const OPERATOR_PRODUCTS = ['Kontor'];
