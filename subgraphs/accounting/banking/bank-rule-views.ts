/** Bank rules as clients see them, with their accounts', customers' and locations' names. */
import type { Executor } from '../../../drizzle/client.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import { locationsById } from '../../core/books/locations.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { toEnum } from '../../core/values/enums.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type {
  BankRule,
  BankRuleApplyTo,
  BankRuleCategory,
  BankRuleComparator,
  BankRuleCriteriaType,
  BankRuleField,
  BankTransactionKind,
} from '../generated/graphql.ts';
import { contactNames } from '../parties/contact-store.ts';
import { allBankAccounts } from './bank-accounts.ts';
import { targets } from './bank-kinds.ts';
import { type BankRuleRow, selectedOf } from './bank-rule-store.ts';

/** Rules with their accounts', customers' and locations' names: six statements for any number of rules. */
export async function bankRuleViews(db: Executor, org: OrganizationRow, rows: BankRuleRow[]): Promise<BankRule[]> {
  if (!rows.length) return [];
  const customerIds = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
  const [selected, all, offsets, customerName, locations] = await Promise.all([
    selectedOf(
      db,
      org.id,
      rows.map((r) => r.id),
    ),
    allBankAccounts(db, org.id),
    findAccounts(db, org.id, { ids: rows.map((r) => r.accountId).filter((id): id is string => id !== null) }),
    contactNames(db, org.id, customerIds),
    locationsById(
      db,
      org.id,
      rows.flatMap((r) => (r.locationId ? [r.locationId] : [])),
    ),
  ]);
  const nameOf = new Map(all.map((a) => [a.id, a.accountName]));
  const offsetName = new Map(offsets.map((a) => [a.id, a.accountName]));
  const active = all.filter((a) => a.isActive);
  return rows.map((row) => {
    const ids = selected.get(row.id) ?? [];
    const targetAccounts =
      row.ruleCategory === 'selected_accounts'
        ? ids.map((id) => ({ targetAccountId: id, targetAccountName: nameOf.get(id) ?? id }))
        : active
            .filter((a) => targets({ ruleCategory: row.ruleCategory, accountIds: new Set() }, a.id, a.kind))
            .map((a) => ({ targetAccountId: a.id, targetAccountName: a.accountName }));
    const targetNames = targetAccounts.map((a) => a.targetAccountName);
    return {
      ruleId: row.id,
      ruleName: row.ruleName,
      ruleOrder: row.ruleOrder,
      ruleCategory: toEnum<BankRuleCategory>(row.ruleCategory),
      targetAccountsFormatted: targetNames.join(', '),
      targetAccountsCount: targetNames.length,
      accountIds: ids,
      accounts: ids.map((id) => ({ accountId: id, accountName: nameOf.get(id) ?? id })),
      targetAccounts,
      applyTo: toEnum<BankRuleApplyTo>(row.applyTo),
      criteriaType: toEnum<BankRuleCriteriaType>(row.criteriaType),
      recordAs: toEnum<BankTransactionKind>(row.recordAs),
      accountId: row.accountId,
      accountName: row.accountId ? (offsetName.get(row.accountId) ?? null) : null,
      autoCategorize: row.autoCategorize,
      customerId: row.customerId,
      customerName: row.customerId ? (customerName.get(row.customerId) ?? null) : null,
      taxId: row.taxId,
      referenceNumber: row.referenceNumber,
      paymentMode: row.paymentMode,
      vatTreatment: row.vatTreatment,
      taxTreatment: row.taxTreatment,
      isReverseChargeApplied: row.isReverseChargeApplied,
      productType: row.productType,
      taxAuthorityId: row.taxAuthorityId,
      taxExemptionId: row.taxExemptionId,
      locationId: row.locationId,
      locationName: row.locationId ? (locations.get(row.locationId)?.locationName ?? null) : null,
      criterion: row.criterion.map((c) => ({
        criteriaId: c.criteria_id,
        field: toEnum<BankRuleField>(c.field),
        comparator: toEnum<BankRuleComparator>(c.comparator),
        value: c.value,
      })),
      createdTime: formatTimestamp(row.createdAt, org.timeZone),
      lastModifiedTime: formatTimestamp(row.updatedAt, org.timeZone),
    };
  });
}
