import DataLoader from 'dataloader';
import { type SubgraphContext, perRequest } from './context.ts';
import { isId } from '../values/ids.ts';

/**
 * The per-request DataLoader of one kind of record by id, for entity references and foreign
 * keys: `load` reads every id of a tick in one go and returns the records it found. Ids that
 * are not well-formed never reach it (references arrive from other subgraphs unchecked by the
 * argument rules); they, and ids of another organization, resolve to null.
 */
export function recordLoader<V>(ctx: SubgraphContext, key: string, load: (ids: string[]) => Promise<Map<string, V>>): DataLoader<string, V | null> {
  return perRequest(
    ctx,
    key,
    () =>
      new DataLoader<string, V | null>(async (ids) => {
        const wanted = [...new Set(ids.filter(isId))];
        const found = wanted.length ? await load(wanted) : new Map<string, V>();
        return ids.map((id) => found.get(id) ?? null);
      }),
  );
}
