/**
 * accounting's `documentStockPort`: an accounting document's stock lines (a vendor credit's goods
 * returned) placed at their locations and synced as the receives' movements are
 * (stock-movement-store.ts `syncDocumentStock`), in the document's transaction.
 */
import type { DocumentStockLine, SyncDocumentStock } from '../../accounting/api.ts';
import { invalid } from '../../core/values/errors.ts';
import { locationsById, primaryLocation } from '../locations/location-service.ts';
import { type Movement, syncDocumentStock } from './stock-movement-store.ts';

/** Each line at its location — its own, else the document's, else the organization's primary one —, of the organization and active (a refusal names the line's field). */
export const syncAccountingStock: SyncDocumentStock = async (tx, organizationId, document, lines) => {
  const named = [...new Set(lines.map((l) => l.locationId).filter((id): id is string => !!id))];
  const found = await locationsById(tx, organizationId, named);
  const primary = lines.some((l) => !l.locationId) ? await primaryLocation(tx, organizationId) : undefined;
  const placed = lines.map((line: DocumentStockLine): Movement => {
    const location = line.locationId ? found.get(line.locationId) : primary;
    if (!location) {
      throw invalid(
        line.locationField,
        line.locationId ? 'must be a location of the organization' : 'is required: the organization has no primary location the goods can move at',
      );
    }
    if (location.status !== 'active') throw invalid(line.locationField, `the location ${location.locationName} is inactive`);
    return { itemId: line.itemId, locationId: location.id, quantity: line.quantity, rate: line.rate, date: line.date };
  });
  await syncDocumentStock(tx, organizationId, { type: document.type, id: document.id, kind: document.kind }, placed);
};
