/**
 * Scopes are `<Product>.<area>.<ACTION>`. `<Product>.<area>.ALL` grants every action of the
 * area and `<Product>.fullaccess.all` every area of the product. Products and areas compare
 * case-insensitively, as clients of the API family spell them both ways.
 */
export function grants(granted: readonly string[], required: string): boolean {
  const [product, area, action] = required.toLowerCase().split('.');
  return granted.some((scope) => {
    const [p, a, x] = scope.toLowerCase().split('.');
    if (p !== product) return false;
    if (a === 'fullaccess' && x === 'all') return true;
    return a === area && (x === action || x === 'all');
  });
}

export function grantsAny(granted: readonly string[], required: readonly string[]): boolean {
  return required.some((r) => grants(granted, r));
}

/** Every product's full access: what `kontor bootstrap` hands the first admin. */
export const ALL_PRODUCTS = ['SvcBooks', 'ERP', 'SvcInventory', 'SvcExpense', 'SvcSubscriptions', 'SvcAnalytics', 'SvcMessaging'];
export const FULL_ACCESS = ALL_PRODUCTS.map((p) => `${p}.fullaccess.all`).join(',');
