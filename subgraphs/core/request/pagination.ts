/** Page arithmetic shared by every list: fetch perPage + 1 rows to learn has_more_page. */
export interface Page {
  page: number;
  perPage: number;
  offset: number;
}

export const DEFAULT_PER_PAGE = 200;
export const MAX_PER_PAGE = 200;

export function toPage(page?: number | null, perPage?: number | null): Page {
  const p = Math.max(1, page ?? 1);
  const n = Math.min(MAX_PER_PAGE, Math.max(1, perPage ?? DEFAULT_PER_PAGE));
  return { page: p, perPage: n, offset: (p - 1) * n };
}

/** Splits the perPage + 1 rows a list query fetched into the page and has_more_page. */
export function pageOf<T>(rows: T[], page: Page): { nodes: T[]; hasMorePage: boolean } {
  return { nodes: rows.slice(0, page.perPage), hasMorePage: rows.length > page.perPage };
}

export function pageContext(page: Page, hasMorePage: boolean, sort: { sortColumn: string; sortOrder: 'A' | 'D'; appliedFilter?: string | null }) {
  return {
    page: page.page,
    perPage: page.perPage,
    hasMorePage,
    sortColumn: sort.sortColumn,
    sortOrder: sort.sortOrder,
    appliedFilter: sort.appliedFilter ?? null,
  };
}

/**
 * A list's answer from the perPage + 1 rows its query fetched: the page's rows made into nodes
 * (in one go, so related data loads for the whole page at once) and its page_context.
 */
export async function listPage<R, N>(
  rows: R[],
  page: Page,
  sort: { sortColumn: string; sortOrder: 'A' | 'D'; appliedFilter?: string | null },
  toNodes: (rows: R[]) => N[] | Promise<N[]>,
): Promise<{ nodes: N[]; pageContext: ReturnType<typeof pageContext> }> {
  const { nodes, hasMorePage } = pageOf(rows, page);
  return { nodes: await toNodes(nodes), pageContext: pageContext(page, hasMorePage, sort) };
}
