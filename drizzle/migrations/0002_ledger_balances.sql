-- Stored ledger balances (subgraphs/core/books/ledger-balances.ts): filled from the journal lines
-- written before the table existed. From here on the ledger adds every line it writes to its row
-- in the posting transaction, and checkLedgerBalances proves each row equals its lines.
INSERT INTO "core"."ledger_balances" ("organization_id", "account_id", "period", "basis", "bcy_debit", "bcy_credit", "line_count")
SELECT "organization_id", "account_id", date_trunc('month', "date")::date, "basis", sum("bcy_debit"), sum("bcy_credit"), count(*)
  FROM "core"."journal_lines"
 GROUP BY 1, 2, 3, 4
ON CONFLICT DO NOTHING;
