import { describe, expect, it } from 'vitest';
import {
  type MatchableRule,
  type MatchableTransaction,
  criterionHolds,
  firstMatch,
  ruleMatches,
  targets,
} from '../../subgraphs/accounting/banking/bank-kinds.ts';

const coffee: MatchableTransaction = {
  accountId: '1',
  accountKind: 'bank',
  debitOrCredit: 'debit',
  amount: '12.50',
  payee: '  Blue Coffee Bar ',
  description: 'Team breakfast',
  referenceNumber: 'CARD-0042',
};

const holds = (field: string, comparator: string, value: string, transaction = coffee) => criterionHolds({ field, comparator, value }, transaction);

const rule = (overrides: Partial<MatchableRule>): MatchableRule => ({
  ruleCategory: 'all_banks',
  accountIds: new Set(),
  applyTo: 'withdrawals',
  criteriaType: 'and',
  criterion: [{ field: 'payee', comparator: 'contains', value: 'coffee' }],
  ...overrides,
});

describe('bank rule criteria', () => {
  it('compares text fields case-insensitively after trimming, with every text comparator', () => {
    for (const field of ['payee', 'description', 'reference', 'reference_number']) {
      const text = field === 'payee' ? 'blue coffee bar' : field === 'description' ? 'team breakfast' : 'card-0042';
      expect(holds(field, 'is', text.toUpperCase()), `${field} is`).toBe(true);
      expect(holds(field, 'is', text.slice(1)), `${field} is, a part`).toBe(false);
      expect(holds(field, 'is_not', text), `${field} is_not, equal`).toBe(false);
      expect(holds(field, 'is_not', 'something else'), `${field} is_not`).toBe(true);
      expect(holds(field, 'contains', text.slice(2, 6)), `${field} contains`).toBe(true);
      expect(holds(field, 'contains', 'zzz'), `${field} contains, absent`).toBe(false);
      expect(holds(field, 'not_contains', 'zzz'), `${field} not_contains`).toBe(true);
      expect(holds(field, 'not_contains', text.slice(2, 6)), `${field} not_contains, present`).toBe(false);
      expect(holds(field, 'starts_with', text.slice(0, 3)), `${field} starts_with`).toBe(true);
      expect(holds(field, 'starts_with', text.slice(1, 4)), `${field} starts_with, inside`).toBe(false);
      expect(holds(field, 'ends_with', text.slice(-3)), `${field} ends_with`).toBe(true);
      expect(holds(field, 'ends_with', text.slice(0, 3)), `${field} ends_with, at the start`).toBe(false);
      expect(holds(field, 'greater_than', '1'), `${field} greater_than is not a text comparator`).toBe(false);
    }
  });

  it('treats a missing text as empty', () => {
    const bare: MatchableTransaction = { ...coffee, payee: null, description: undefined, referenceNumber: null };
    expect(holds('payee', 'is', '', bare)).toBe(true);
    expect(holds('description', 'not_contains', 'x', bare)).toBe(true);
    expect(holds('reference_number', 'contains', 'card', bare)).toBe(false);
  });

  it('compares amounts as decimals with every amount comparator', () => {
    expect(holds('amount', 'is', '12.5')).toBe(true);
    expect(holds('amount', 'is', '12.49')).toBe(false);
    expect(holds('amount', 'is_not', '12.500')).toBe(false);
    expect(holds('amount', 'is_not', '13')).toBe(true);
    expect(holds('amount', 'greater_than', '12.49')).toBe(true);
    expect(holds('amount', 'greater_than', '12.5')).toBe(false);
    expect(holds('amount', 'less_than', '12.51')).toBe(true);
    expect(holds('amount', 'less_than', '12.5')).toBe(false);
    // 0.1 + 0.2 style float error never decides a rule.
    expect(criterionHolds({ field: 'amount', comparator: 'is', value: '0.3' }, { ...coffee, amount: '0.30' })).toBe(true);
    expect(holds('amount', 'contains', '12')).toBe(false);
  });

  it('combines criteria with and / or, and matches only its accounts and direction', () => {
    const both = [
      { field: 'payee', comparator: 'contains', value: 'coffee' },
      { field: 'amount', comparator: 'greater_than', value: '100' },
    ];
    expect(ruleMatches(rule({ criterion: both, criteriaType: 'and' }), coffee)).toBe(false);
    expect(ruleMatches(rule({ criterion: both, criteriaType: 'or' }), coffee)).toBe(true);
    expect(ruleMatches(rule({ criterion: [] }), coffee)).toBe(false);
    expect(ruleMatches(rule({ applyTo: 'deposits' }), coffee)).toBe(false);
    expect(ruleMatches(rule({}), { ...coffee, debitOrCredit: 'credit' })).toBe(false);
    expect(ruleMatches(rule({ ruleCategory: 'all_credit_cards' }), coffee)).toBe(false);
    expect(ruleMatches(rule({ ruleCategory: 'all_credit_cards' }), { ...coffee, accountKind: 'credit_card' })).toBe(true);
    expect(targets({ ruleCategory: 'selected_accounts', accountIds: new Set(['2']) }, '1', 'bank')).toBe(false);
    expect(targets({ ruleCategory: 'selected_accounts', accountIds: new Set(['1']) }, '1', 'bank')).toBe(true);
  });

  it('takes the first matching rule in order', () => {
    const rules = [
      { ...rule({ criterion: [{ field: 'amount', comparator: 'greater_than', value: '100' }] }), name: 'big' },
      { ...rule({ criterion: [{ field: 'description', comparator: 'starts_with', value: 'team' }] }), name: 'team' },
      { ...rule({}), name: 'coffee' },
    ];
    expect(firstMatch(rules, coffee)?.name).toBe('team');
    expect(firstMatch(rules, { ...coffee, amount: '250' })?.name).toBe('big');
    expect(firstMatch(rules, { ...coffee, description: 'x', payee: 'Grocer' })).toBeUndefined();
  });
});
