import { describe, expect, it } from 'vitest';
import { ALL_PRODUCTS, FULL_ACCESS, grants, grantsAny } from '../../subgraphs/core/request/grants.ts';

describe('scopes', () => {
  it('grants an exact scope, whatever the case', () => {
    expect(grants(['SvcBooks.invoices.CREATE'], 'SvcBooks.invoices.CREATE')).toBe(true);
    expect(grants(['svcbooks.Invoices.create'], 'SvcBooks.invoices.CREATE')).toBe(true);
    expect(grants(['SvcBooks.invoices.READ'], 'SvcBooks.invoices.CREATE')).toBe(false);
    expect(grants(['SvcBooks.contacts.CREATE'], 'SvcBooks.invoices.CREATE')).toBe(false);
  });

  it('grants every action of an area with <area>.ALL, and nothing outside the area', () => {
    for (const action of ['CREATE', 'READ', 'UPDATE', 'DELETE']) expect(grants(['SvcBooks.invoices.ALL'], `SvcBooks.invoices.${action}`)).toBe(true);
    expect(grants(['SvcBooks.invoices.all'], 'SvcBooks.invoices.DELETE')).toBe(true);
    expect(grants(['SvcBooks.invoices.ALL'], 'SvcBooks.settings.READ')).toBe(false);
  });

  it('grants every area of the product with fullaccess.all, and only that', () => {
    expect(grants(['SvcBooks.fullaccess.all'], 'SvcBooks.settings.UPDATE')).toBe(true);
    expect(grants(['SvcBooks.FullAccess.ALL'], 'SvcBooks.invoices.DELETE')).toBe(true);
    expect(grants(['SvcBooks.fullaccess.READ'], 'SvcBooks.invoices.READ')).toBe(false);
  });

  it('refuses scopes of another product', () => {
    expect(grants(['SvcInventory.fullaccess.all'], 'SvcBooks.invoices.READ')).toBe(false);
    expect(grants(['SvcInventory.invoices.READ'], 'SvcBooks.invoices.READ')).toBe(false);
    expect(grants(['SvcBooksX.fullaccess.all'], 'SvcBooks.invoices.READ')).toBe(false);
    expect(grants(['SvcBooks'], 'SvcBooks.invoices.READ')).toBe(false);
    expect(grants([], 'SvcBooks.invoices.READ')).toBe(false);
  });

  it('grants when any granted scope covers any required one', () => {
    expect(grantsAny(['SvcInventory.items.READ', 'SvcBooks.settings.ALL'], ['SvcBooks.invoices.READ', 'SvcBooks.settings.UPDATE'])).toBe(true);
    expect(grantsAny(['SvcInventory.items.READ'], ['SvcBooks.invoices.READ', 'SvcBooks.settings.UPDATE'])).toBe(false);
    expect(grantsAny(['SvcBooks.fullaccess.all'], [])).toBe(false);
  });

  it('gives the bootstrap admin full access to every product', () => {
    const granted = FULL_ACCESS.split(',');
    for (const product of ALL_PRODUCTS) expect(grants(granted, `${product}.anything.DELETE`)).toBe(true);
    expect(grants(granted, 'Unknown.anything.READ')).toBe(false);
  });
});
