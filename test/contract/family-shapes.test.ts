import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRecurringInvoices } from '../../subgraphs/accounting/recurring/recurring-workers.ts';
import { listEntryKeys } from '../../gateway/contract/list-shapes.ts';
import { PDF_BYTES } from '../accounting/retainer-fixtures.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { FAMILY_SHAPES, RecordingClient, type ShapeTally, familyKey, newTally, resourceOf, routedWithShapes, tallyShape } from '../helpers/shapes.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';

/**
 * Our answers against the family's published response shapes: a scenario touches every route
 * that has a shape entry as a client would, every success answer is walked along its shape,
 * and the figures (keys present / keys, types matched / compared) are reported per operation,
 * per resource and overall. The keys still absent are written to docs/family-shapes-report.md
 * (`UPDATE_SHAPES_REPORT=1` rewrites it; otherwise the test checks it is current).
 */
let platform: Platform;
let smtp: TestSmtpServer;
let client: RecordingClient;
beforeAll(async () => {
  [platform, smtp] = await Promise.all([startPlatform(), startSmtpServer()]);
  const tenant = await platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
  // The organization's mail goes to a local relay: invoice, statement and reminder mail is sent for real.
  await smtp.configure(tenant.client);
  client = new RecordingClient(tenant.client.baseUrl, tenant.client.token, tenant.organizationId);
});
afterAll(async () => {
  await platform?.stop();
  await smtp?.close();
});

/**
 * Routed operations with a shape entry that the scenario cannot exercise, each with its reason.
 * Every other one must be answered with its success status, or the test fails.
 */
const NOT_EXERCISABLE: Record<string, string> = {
  // None today: mail goes to a local SMTP relay, online payments only start (no provider is called).
};

/**
 * Shares of the shape keys present and of the compared types matched this scenario reaches,
 * rounded down (every routed operation exercised: 83.1% of all keys and 96.6% of types; the sales
 * orders' 476 keys, 72.9% present, brought the keys share from 83.7% down: their attachments, item
 * custom fields and address ids are not built yet; the credit notes' 891 keys, 86.0% present,
 * every key of their features among them, took it to 83.3% and types to 96.9%; the bills' 651
 * keys, 50.5% present, every key of their features among them, brought keys to 80.5%: most of
 * the absent ones are vendor payments, vendor credits, purchase orders and attachments on a bill,
 * not built yet; vendor payments' 276 keys, 70.3% present, and vendor credits' 1160, 46.2%
 * present — every key of their features among them but 9 of the payments' —, brought it to
 * 77.1%: most absent ones are regional tax fields and the family's `line_items` published as one
 * object; recurring bills' 236 keys, 47.5% present, and recurring expenses' 402, 55.5%, brought
 * it to 75.8%: mostly regional tax fields, reporting tags and the fields of bill features not built yet). Every key of Kontor's features is present: a key absent without a reason fails
 * the test by name.
 */
const KEYS_PRESENT_FLOOR = 0.75;
const TYPES_MATCHED_FLOOR = 0.95;

/**
 * Why keys are absent: the first pattern matching `resource.path` (the key's path without its
 * envelope key, `contacts.credit_limit`) gives the reason; keys without one are "not yet built".
 */
const ABSENT_REASONS: [RegExp, string][] = [
  [
    /^recurringexpenses\.(comment_id|commented_by|commented_by_id|date|description|operation_type|recurring_expense_id|time|transaction_id|transaction_type)$/,
    "a recurring expense's history published by the family as one object under `comments`: Kontor answers the list of entries, as every history",
  ],
  [
    /^recurringexpenses\.(filter_by|search_text|sort_column)$/,
    "the recurring expense list's page_context published as an array of one object; Kontor answers the object every list answers",
  ],
  [
    /^recurringexpenses\.source_of_supply$/,
    "India GST's source of supply: regional tax regimes are not in Kontor (an expense's is kept, a recurring expense shows none)",
  ],
  [/^recurringexpenses\.custom_fields/, 'custom fields of expenses: Kontor has none, so a recurring expense has none'],
  [
    /^recurringbills\.(abn|is_abn_quoted|discount_account_id|pricebook_id|pricebook_name|source_of_supply|custom_fields|line_items\[\]\.(customer_id|customer_name|image_document_id|is_billable|item_custom_fields|item_total_inclusive_of_tax|line_item_category|sku))/,
    "a recurring bill shows what its bill shows: the bill's own absent fields (attachments, billable lines, price lists, item custom fields, Australian ABN) are absent here too, and the scenario's profile names no custom field (issue 33)",
  ],
  [/(^|\.|\])tags\b|is_tag_mandatory|tag_option/, 'reporting tags: Kontor has no reporting tags'],
  [
    /acquisition_vat|reverse_charge|filed_in_vat_return|vat_treatment|tax_treatment|vat_reg_no|include_in_vat_return|is_bas_adjustment|can_show_in_ze|\.product_type$|place_of_supply|destination_of_supply|place_of_contact|hsn_or_sac|gst|tds|tax_regime|tax_specific_type|tax_factor|tax_amount_withheld/,
    'regional tax regimes (EU VAT returns and reverse charge, UK Making Tax Digital, India GST and TDS, Australia BAS): Kontor has taxes, compound taxes and tax groups only',
  ],
  [
    /tax_exemption|tax_authority_(id|name)$|\.tax_authority_name$/,
    'tax exemptions and tax authorities on contacts and transactions (US sales tax): not in Kontor',
  ],
  [/project_(id|name)|project_or_estimate|^estimates\.project$/, 'projects and time tracking: not in Kontor'],
  [/zohocrm|zcrm_|(^|\.)crm_/, "the family's own CRM link: not applicable"],
  [/avatax/, 'Avalara (a US sales tax service) integration: not in Kontor'],
  [/^purchaseorders\.(salesorder_id|line_items\[\]\.salesorder_item_id)$/, 'purchase orders made from sales orders (drop shipments): not in Kontor'],
  [
    /^invoices\.(salesorder_id|salesorder_number|salesorders\b)/,
    "an invoice's link back to the sales order it was made from: the order keeps its invoices (`invoice_ids`), the invoice names the order in its reference number; the family's back-link is not built yet",
  ],
  [/^invoices\.custom_fields\[\]\.(customfield_id|value)$/, "an invoice made from a sales order carries no custom fields: the order's stay on the order"],
  [
    /^salesorders\.documents\[\]\./,
    "a sales order has no files when it is created (the Inventory wire's create answer lists `documents[]` entries): files are attached afterwards, `POST /salesorders/{id}/attachment`, and every later answer lists them",
  ],
  [
    /^salesorders\.(packages\b|quantity_(packed|shipped)|line_items\[\]\.quantity_(packed|shipped)|quantity|quantity_invoiced|has_unconfirmed_line_item)$|^salesorders\.packages\[\]/,
    "packages and shipments of sales orders (the Inventory wire's packed and shipped quantities, and the list's quantity totals): not built yet",
  ],
  [
    /^salesorders\.(is_backorder|is_backorder_allowed|is_backordered|is_drop_shipment|is_dropshipped|purchaseorders|sales_channel)$/,
    'backorders, drop shipments and marketplace sales channels: not in Kontor',
  ],
  [
    /^salesorders\.contact_persons(\[\]\.contact_person_id)?$/,
    "the Inventory wire's `contact_persons` objects: a sales order answers its persons as the Books wire does (`contact_persons_associated`); not built yet on the Inventory wire",
  ],
  [/^salesorders\.sub_statuses/, 'custom sub-statuses of sales orders (`POST /salesorders/{id}/substatus/{code}`): not built yet'],
  [
    /^salesorders\.(custom_fields\[\]\.custom_?field_id|line_items\[\]\.item_custom_fields)/,
    "custom fields defined in the organization's settings, on sales orders and their lines: a sales order keeps its custom fields as given (index, label, value, show_on_pdf), as retainer invoices and estimates do",
  ],
  [
    /^salesorders\.(billing_address_id|shipping_address_id|(billing|shipping)_address\.attention|is_update_customer|can_send_in_mail|created_by_id|currency_symbol|delivery_method_id|discount_applied_on_amount|merchant_(id|name)|notes_default|terms_default|orientation|page_height|page_width|pricebook_id|shipment_days|tax_id|template_type|line_items\[\]\.(is_taxable|item_total_inclusive_of_tax|product_exemption_(code|id)|sku|stock_on_hand))$/,
    "sales order details beyond the documents kernel (the contact's address ids, per-organization defaults, the template's page layout, a price list, merchants, stock on hand on a line): not built yet, listed in the accounting README under Sales orders",
  ],
  [
    /^creditnotes\.(balance|created_time|creditnote_id|creditnote_number|currency_code|currency_id|customer_id|customer_name|date|is_emailed|last_modified_time|location_id|location_name|reference_number|status|total)$/,
    'the family publishes the entries of GET /books/v3/creditnotes as one object (`creditnotes: { … }`); Kontor answers the list as an array of those entries (each with every one of these keys), as the family publishes its Inventory credit note list',
  ],
  [
    /^creditnotes\.invoices\[\]\.(amount|invoice_id|invoice_number)$/,
    'a credit note just created has no credit applied yet: its `invoices` is [] (its read and change answers carry the applications once credit is applied)',
  ],
  [/^creditnotes\.cfdi_(usage|reference_type)$/, 'Mexican CFDI e-invoicing: e-invoicing is left out of credit notes'],
  [
    /^creditnotes\.line_items\[\]\.(invoice_id|invoice_item_id|is_item_shipped|is_returned_to_stock|salesreturn_item_id)$/,
    "sales returns and the return of goods to stock: a credit note posts to the ledger only; Kontor's sales documents do not move stock",
  ],
  [
    /^creditnotes\.((billing|shipping)_address\.attention|email|custom_fields\[\]\.data_type|line_items\[\]\.(code|type|serial_numbers|item_custom_fields(\[\]\.(index|label|value))?))$/,
    "credit note details beyond the documents kernel (an address's attention, the customer's email, custom field data types, item codes, line types, serial numbers): not built yet, listed in the accounting README under Credit notes",
  ],
  [/^bills\.payments\[\]\.(ach_gw_transaction_id|ach_payment_status)$/, 'ACH payments: Kontor pays no vendor through an ACH gateway'],
  [
    /^bills\.payments\[\]\..*$/,
    'a bill just made has no payments yet: its `payments` is [] (the scenario reads a bill after a vendor payment, and that answer carries them)',
  ],
  [
    /^bills\.(vendor_credits(\[\]\..*)?|vendor_credits_applied|unused_credits_payable_amount|payment_expected_date)$/,
    'vendor credits: not built yet (issue 33), listed in the accounting README under Bills',
  ],
  [
    /^vendorpayments\.((vendorpayments\[\]\.)?(ach_gw_transaction_id|ach_payment_status)|is_ach_payment)$/,
    'ACH payments: Kontor pays no vendor through an ACH gateway',
  ],
  [
    /^vendorpayments\.((check_details|check_details\[\])\.(amount_in_words|check_id)|check_details\[\]\.(check_number|check_status|memo)|check_id|amount_in_words)$/,
    "check printing: Kontor prints no checks (a payment keeps the check's number as given); the list's `check_details` is the detail's object, not the family's array",
  ],
  [
    /^vendorpayments\.(billing_address|comments|custom_fields(\[\]\..*)?|custom_field_id|index|label|value|documents|imported_transactions|tax_account_name)$/,
    "vendor payment details beyond what Kontor keeps (the vendor's billing address, history, custom fields, attached files, the statement line it was matched to, withholding tax accounts): not built yet, listed in the accounting README under Vendor payments",
  ],
  [
    /^vendorcredits\.line_items\.(account_id|account_name|bcy_rate|description|item_id|item_order|item_total|line_item_id|location_id|location_name|name|quantity|rate|tax_id|tax_name|tax_percentage|tax_type|unit)$/,
    "the family publishes a vendor credit's `line_items` as one object; Kontor answers an array of lines (each with every one of these keys), as every other document's lines",
  ],
  [
    /^vendorcredits\.(line_items\.(item_custom_fields(\[\]\..*)?|item_total_inclusive_of_tax|line_item_category|sku|stock_on_hand)|custom_fields\[\]\.custom_field_id|pricebook_id|source_of_supply)$/,
    'vendor credit details beyond the documents kernel (item custom fields, SKUs and stock on hand on lines, custom field ids, price lists): not built yet, listed in the accounting README under Vendor credits',
  ],
  [
    /^vendorcredits\.(bills_credited|vendor_credit_refunds)\[\]\..*$/,
    'a vendor credit just made has no credit applied or refunded yet: its `bills_credited` and `vendor_credit_refunds` are [] (its read after an application and a refund carries them)',
  ],
  [/^vendorcredits\.comments(\[\]\..*)?$/, "a vendor credit's history is answered by GET /vendorcredits/{id}/comments, not inside the vendor credit"],
  [/^vendorcredits\.documents(\[\]\..*)?$/, 'attachments of vendor credits: not built yet, listed in the accounting README under Vendor credits'],
  [
    /^vendorcredits\.imported_transactions(\[\]\..*)?$/,
    "a refund matched to a bank statement line: Kontor's refunds are posted to the account, not matched to imported lines yet",
  ],
  [/^vendorpayments\.(tag_id|tag_name)$/, 'reporting tags: Kontor has no reporting tags'],
  [
    /^vendorpayments\.(amount_bcy|amount_fcy|date|description|reference_number|refund_mode|vendorpayment_refund_id)$/,
    "a payment just made has no refunds yet: the family's create answer stands in the envelope, so its refunds' keys lose their parent in this report (its read after a refund carries them)",
  ],
  [
    /^vendorpayments\.vendorpayment_refunds\[\]\..*$/,
    'a payment just made has no refunds yet: its `vendorpayment_refunds` is [] (its read after a refund carries them)',
  ],
  [
    /^bills\.(open_purchaseorders_count|is_line_item_invoiced)$/,
    "bills from purchase orders: the count of the vendor's open orders and whether a line is invoiced are not built yet, listed in the accounting README under Bills",
  ],
  [/^bills\.recurring_bill_id$/, 'recurring bills: not built yet (issue 33)'],
  [
    /^bills\.(attachment_name|documents(\[\]\..*)?|line_items\[\]\.image_document_id)$/,
    'attachments of bills: not built yet, listed in the accounting README under Bills',
  ],
  [
    /^bills\.line_items\[\]\.(customer_id|customer_name|invoice_id|invoice_number|is_billable)$/,
    'billable bill lines (a purchase charged on to a customer on an invoice): not built yet, listed in the accounting README under Bills',
  ],
  [
    /^bills\.((billing_address\.)?attention|created_by_id|custom_fields\[\]\.custom_field_id|is_abn_quoted|is_item_level_tax_calc|permit_number|pricebook_id|pricebook_name|reference_id|source_of_supply|line_items\[\]\.(sku|item_total_inclusive_of_tax|item_custom_fields(\[\]\.(custom_field_id|index|label|value))?))$/,
    "bill details beyond the documents kernel (an address's attention, who created it, custom field ids, price lists, item SKUs and custom fields on lines, Australian ABN and Californian permit numbers): not built yet, listed in the accounting README under Bills",
  ],
  [
    /payment_gateways|gateways_configured/,
    'online payment gateway settings: Kontor takes payments through provider callbacks, it keeps no gateway configuration',
  ],
  [/enable_portal|is_portal_enabled/, 'customer portal: not in Kontor'],
  [/^items\.(attribute_|group_|is_combo_product)/, 'item groups, variants and composite items: not in Kontor'],
  [/image_(id|name|type)$/, 'item images: not in Kontor'],
  [
    /^banktransactions\.imported_transactions\[\]/,
    'only an imported transaction has its statement line; those the scenario adds by hand answer `imported_transactions: []`',
  ],
  [/^banktransactions\.documents/, 'files attached to a bank transaction: no route attaches them, `documents` is always []'],
  [
    /^taxes\.(tax_id|tax_name|tax_percentage|tax_type|country|country_code|is_value_added|purchase_tax_expense_account_id)$/,
    'the /erp/v3 tax routes answer one tax as an object; the family publishes them with the Books shape (`tax: [ … ]`), which only /books/v3 follows',
  ],
  [
    /^purchaseorders\.(bills|purchasereceives)\[\]/,
    'a purchase order just created has no receives or bills yet: its read and update answers carry them (the scenario reads and updates it after a receive and a bill)',
  ],
  [/^purchaseorders\..*is_backorder$/, 'backorders are purchase orders raised from sales orders: not in Kontor'],
  [
    /^purchaseorders\.source_of_supply$/,
    'regional tax regimes (EU VAT returns and reverse charge, UK Making Tax Digital, India GST and TDS, Australia BAS): Kontor has taxes, compound taxes and tax groups only',
  ],
  [/^purchaseorders\.(can_send_in_mail|is_emailed)$/, 'emailing purchase orders: Kontor mails invoices, statements and reminders, not purchase orders'],
  [/^purchaseorders\.template_(id|name|type)$/, "purchase orders have no PDF: Kontor's document templates are the invoices'"],
  [
    /^purchaseorders\.delivery_org_address_id$/,
    'organization addresses: an organization has one address, with no id; an order delivers to a location, its delivery_address or a drop-shipment customer',
  ],
  [
    /^contacts\.default_templates/,
    "templates chosen per contact: Kontor's documents use the organization's templates (a document may name one); a contact chooses none",
  ],
  [/^banktransactions\.is_paid_via_print_check$/, 'printed checks: Kontor prints no checks'],
  [
    /^banktransactions\.is_offsetaccount_matched$/,
    'offset-account matching: a transfer between two bank accounts is one transaction on both, never two statement lines matched to each other',
  ],
  [
    /^locations\.(parent_location_id|type)$/,
    "location hierarchy (warehouses under a business location, `line_item_only` locations): Kontor's locations are flat, each one keeps stock",
  ],
  [
    /^locations\.(associated_users|is_all_users_selected)/,
    'access per location (users allowed at a location): every member of the organization sees every location in Kontor',
  ],
  [
    /^locations\.(associated_series_ids|auto_number_generation_id)$/,
    'transaction number series per location: Kontor keeps one number series per organization and kind of document',
  ],
  [/^locations\.tax_settings_id$/, 'tax registration per location (a GSTIN per branch): Kontor keeps one tax setup per organization'],
  [/^users\.role_id$/, 'custom roles: Kontor has four fixed roles, named by `role` and `user_role`, without role ids'],
  [/^users\.user_type$/, 'kinds of user (organization users beside portal users): every Kontor user is a member with a sign-in of its own'],
  [/^users\.photo_url$/, 'profile photos: Kontor keeps no picture of a user'],
  [/^users\.cost_rate$/, "time tracking: Kontor has no projects or timesheets to cost a user's hours"],
  [/^users\.custom_fields$/, 'custom fields on users: Kontor has custom fields on documents and items, not on users'],
  [/^users\.email_ids\b/, 'further email addresses of a user: a Kontor account has one, its sign-in `email`'],
  [
    /^users\.is_(employee|claimant)$/,
    'employees and claimants: in Kontor every member may record expenses; the expense module keeps its own users (/expense/v1/users)',
  ],
  [/^users\.is_(customer|vendor)_segmented$/, 'contacts restricted per user: every member sees every contact in Kontor'],
  [/^chartofaccounts\.(custom_fields|customfield_id$|value$)/, "custom fields on accounts: Kontor's custom fields are for items, contacts and invoices"],
  [
    /^(chartofaccounts|items)\.documents$/,
    'files attached to accounts and items: Kontor attaches files to expenses (receipts), retainer invoices and reconciliations only',
  ],
  [
    /^journals\.(taxes|line_items\[\]\.tax_(id|name|percentage|type)$)/,
    "taxes on manual journal lines: Kontor's manual journals move amounts between accounts; taxes are posted by the documents that charge them",
  ],
  [
    /^purchaseorders\.(attachment_name$|documents)/,
    'files attached to purchase orders: routes.md names no purchase order attachment route (Kontor attaches files to expenses, retainer invoices, reconciliations and purchase receives)',
  ],
  [
    /^items\.source$/,
    'the sales channel an item came from (a marketplace or online store the family syncs items with): Kontor has no sales channels, every item is made through its API',
  ],
  [/^journals\.custom_fields/, "custom fields on journals: Kontor's custom fields are for items, contacts and invoices"],
  [/^organizations\.custom_fields/, "custom fields on organizations: Kontor's custom fields are for items, contacts and invoices"],
  [/^customerpayments\.payment_form$/, "a refund's SAT payment form (Mexico's CFDI): Kontor has no CFDI refunds"],
  [/^invoices\.schedule_time$/, "scheduled invoice mail: Kontor sends an invoice's mail when asked (POST …/email), it schedules none"],
  [
    /^(invoices|recurringinvoices|estimates|salesorders|creditnotes|salesreceipts|bills)\.line_items\[\]\.line_item_category$/,
    'heading lines (`line_item_category: header`): Kontor groups lines under a heading named on each line (header_name, header_id), it has no lines that are headings',
  ],
  [
    /^(invoices|estimates)\.(page|per_page|has_more_page|applied_filter|report_name|response_option|sort_column|sort_order)$/,
    'the family publishes the page_context of GET /invoices and GET /estimates as a list of one object; Kontor answers the object every list answers (spec, Conventions), with page, per_page, has_more_page, sort_column, sort_order, applied_filter and report_name',
  ],
  [/^invoices\.payment_number$/, "payment numbers: Kontor's customer payments (billing) are not numbered, they are named by payment_id"],
  [
    /^(invoices|salesorders)\.from_emails\[\]\.organization_contact_id$/,
    'sender addresses kept as records: an organization sends from one address (its messaging relay sender, else its email), which has no id of its own',
  ],
  [
    /^recurringinvoices\.(page_context|applied_filter|has_more_page|page|per_page|report_name|sort_column|sort_order)$/,
    "a page context beside one profile (the family's profile read and create answers carry one): Kontor's answers carry page_context with lists, as the spec's conventions say, and a profile's invoices (GET /recurringinvoices/{id}/invoices) are such a list",
  ],
  [
    /^recurringinvoices\.source$/,
    "the origin of an invoice in a profile's history (`source`): every such invoice is made by the profile's schedule, and the family publishes no values for the key, so Kontor invents none",
  ],
  [/^recurringinvoices\.photo_url$/, 'pictures of contacts: Kontor keeps no picture of a customer'],
  [
    /^expenses\.(applied_filter|filter_by|page|per_page|search_text|sort_column)$/,
    "the family's expense list shape publishes page_context as an array of one object (page and per_page as text); Kontor answers the object every list answers (the spec's conventions: page, per_page, has_more_page, sort_column, sort_order, applied_filter naming the filter applied); it does not echo filter_by and search_text back",
  ],
];

const REPORT = new URL('../../docs/family-shapes-report.md', import.meta.url);

const B = '/books/v3';
const E = '/erp/v3';
const I = '/inventory/v1';
const id = (body: any, key: string, field: string): string => body?.[key]?.[field];

// The smallest PNG (a 1×1 pixel) and PDF, for receipts and attachments.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const png = (part: string) => ({ part, bytes: PNG, name: 'receipt.png', type: 'image/png' });
const pdf = (part: string) => ({ part, bytes: PDF_BYTES, name: 'contract.pdf', type: 'application/pdf' });

/** What the scenario's steps make and later steps use. */
interface Made {
  invitee: string;
  accounts: Record<string, string>;
  /** An expense account of the chart (Office Supplies). */
  expenseAccount: string;
  customerId: string;
  customerPerson: string;
  vendorId: string;
  vendorPerson: string;
  itemId: string;
  taxId: string;
  /** A sales tax invoices and retainer invoices keep (the one of `taxId` is deleted at the end). */
  salesTaxId: string;
  bankId: string;
  locationId: string;
  /** Runs the job that makes recurring profiles' due invoices. */
  generate: () => Promise<unknown>;
}

/** Organizations, users and currencies. */
async function organizations(c: RecordingClient, m: Made): Promise<void> {
  await c.get(`${B}/organizations`);
  const orgId = c.organizationId!;
  await c.get(`${B}/organizations/${orgId}`);
  await c.put(`${B}/organizations/${orgId}`, { name: 'Shapes Org' });
  await c.withoutOrganization().post(`${B}/organizations`, { name: 'Shapes Second Org', currency_code: 'EUR', time_zone: 'Europe/Berlin' });
  await c.get(`${B}/users`);
  const added = await c.post(`${B}/users`, { name: 'Second User', role: 'staff', email: m.invitee });
  const memberId = added.body.user?.user_id;
  // The members, the same under both prefixes: an account joined at once, and one invited.
  for (const X of [B, I]) {
    await c.get(`${X}/users/me`);
    await c.get(`${X}/users/${memberId}`);
    await c.put(`${X}/users/${memberId}`, { name: 'Second User', user_role: 'staff' });
    await c.post(`${X}/users/${memberId}/inactive`);
    await c.post(`${X}/users/${memberId}/active`);
    const invited = await c.post(`${X}/users`, { name: 'Invited User', user_role: 'staff', email: `invited${X.replaceAll('/', '-')}-${m.invitee}` });
    const invitedId = invited.body.user?.user_id;
    await c.post(`${X}/users/${invitedId}/invite`);
    await c.delete(`${X}/users/${invitedId}`);
  }
  await c.get(`${I}/users`);

  const currencies = await c.get(`${B}/settings/currencies`);
  const base = currencies.body.currencies?.[0];
  await c.get(`${B}/settings/currencies/${base?.currency_id}`);
  await c.post(`${B}/settings/currencies`, { currency_code: 'EUR', currency_symbol: '€' });
}

/** Chart of accounts; returns the account made (deleted at the end). */
async function chartOfAccounts(c: RecordingClient, m: Made): Promise<string> {
  const chart = await c.get(`${B}/chartofaccounts`);
  m.accounts = Object.fromEntries((chart.body.chartofaccounts ?? []).map((a: any) => [a.account_name, a.account_id]));
  const account = await c.post(`${B}/chartofaccounts`, { account_name: 'Shapes Expense', account_type: 'expense', account_code: 'SH-1' });
  const accountId = id(account.body, 'chart_of_account', 'account_id');
  m.expenseAccount = m.accounts['Office Supplies'] ?? accountId;
  await c.get(`${B}/chartofaccounts/${accountId}`);
  await c.put(`${B}/chartofaccounts/${accountId}`, { description: 'Shapes' });
  await c.post(`${B}/chartofaccounts/${accountId}/inactive`);
  await c.post(`${B}/chartofaccounts/${accountId}/active`);
  return accountId;
}

/** Contacts with their persons, addresses, history, statements, mail, reminders, 1099 and refunds. */
async function contacts(c: RecordingClient, m: Made): Promise<void> {
  await c.post(`${B}/settings/customfields`, { label: 'Region', data_type: 'string', entity: 'contact' });
  const contact = await c.post(`${B}/contacts`, {
    contact_name: 'Shapes Customer',
    contact_number: 'CUS-SHAPES-1',
    legal_name: 'Shapes Customer Ltd',
    language_code: 'en',
    facebook: 'shapes.customer',
    twitter: '@shapes',
    contact_type: 'customer',
    email: 'shapes@example.com',
    billing_address: { address: '1 Main St', city: 'Springfield', country: 'USA' },
    contact_persons: [{ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_primary_contact: true }],
    custom_fields: [{ api_name: 'cf_region', value: 'North' }],
    opening_balances: [{ opening_balance_amount: 50 }],
  });
  m.customerId = id(contact.body, 'contact', 'contact_id');
  m.customerPerson = contact.body?.contact?.contact_persons?.[0]?.contact_person_id;
  await c.get(`${B}/contacts`);
  await c.get(`${B}/contacts/${m.customerId}`);
  await c.put(`${B}/contacts/${m.customerId}`, { notes: 'Shapes' });
  await c.post(`${B}/contacts/${m.customerId}/inactive`);
  await c.post(`${B}/contacts/${m.customerId}/active`);
  const vendor = await c.post(`${B}/contacts`, {
    contact_name: 'Shapes Vendor',
    contact_type: 'vendor',
    contact_persons: [{ first_name: 'Vic', email: 'vic@example.com', is_primary_contact: true }],
  });
  m.vendorId = id(vendor.body, 'contact', 'contact_id');
  m.vendorPerson = vendor.body?.contact?.contact_persons?.[0]?.contact_person_id;

  // Contact persons.
  const PERSONS = `${B}/contacts/contactpersons`;
  const bea = await c.post(PERSONS, {
    contact_id: m.customerId,
    salutation: 'Ms.',
    first_name: 'Bea',
    last_name: 'Berg',
    email: 'bea@example.com',
    phone: '+1 555 0101',
    mobile: '+1 555 0102',
    designation: 'Buyer',
    department: 'Purchasing',
    skype: 'bea.berg',
  });
  const beaId = id(bea.body, 'contact_person', 'contact_person_id');
  await c.get(`${B}/contacts/${m.customerId}/contactpersons`);
  await c.get(`${PERSONS}/${beaId}`);
  await c.put(`${PERSONS}/${beaId}`, { designation: 'Head of Purchasing' });
  await c.post(`${PERSONS}/${beaId}/primary`);
  await c.post(`${PERSONS}/${m.customerPerson}/primary`);
  await c.delete(`${PERSONS}/${beaId}`);

  // Further addresses.
  const address = await c.post(`${B}/contacts/${m.customerId}/address`, {
    attention: 'Receiving',
    address: '9 Dock Rd',
    street2: 'Gate 2',
    city: 'Springfield',
    state: 'IL',
    zip: '62702',
    country: 'USA',
    phone: '+1 555 0103',
    fax: '+1 555 0104',
  });
  const addressId = id(address.body, 'address_info', 'address_id');
  await c.get(`${B}/contacts/${m.customerId}/address`);
  await c.put(`${B}/contacts/${m.customerId}/address/${addressId}`, { attention: 'Accounts' });
  await c.delete(`${B}/contacts/${m.customerId}/address/${addressId}`);

  // Reminders, 1099 tracking, mail, and the history they leave.
  await c.post(`${B}/contacts/${m.customerId}/paymentreminder/disable`);
  await c.post(`${B}/contacts/${m.customerId}/paymentreminder/enable`);
  await c.post(`${B}/contacts/${m.vendorId}/track1099`);
  await c.post(`${B}/contacts/${m.vendorId}/untrack1099`);
  await c.post(`${B}/contacts/${m.customerId}/email`, { subject: 'Hello', body: '<p>Hi Ada</p>' });
  await c.get(`${B}/contacts/${m.customerId}/comments`);

  // A payment refunded through billing, seen among the contact's refunds.
  const billing = new Client(c.baseUrl, c.token);
  const headers = { 'X-com-svc-subscriptions-organizationid': c.organizationId! };
  const payment = await billing.request('POST', '/billing/v1/payments', {
    headers,
    body: { customer_id: m.customerId, payment_mode: 'cash', amount: 30, date: '2024-05-02' },
  });
  await billing.request('POST', `/billing/v1/payments/${payment.body?.payment?.payment_id}/refunds`, {
    headers,
    body: { amount: 10, date: '2024-05-03', refund_mode: 'cash', reference_number: 'SH-RF', description: 'Shapes' },
  });
  await c.get(`${B}/contacts/${m.customerId}/refunds`);
}

/** Items under /books/v3 and /inventory/v1, custom-field upsert included. */
async function items(c: RecordingClient, m: Made): Promise<void> {
  const location = await c.post(`${I}/locations`, {
    location_name: 'Shapes Warehouse',
    address: { attention: 'Goods In', street_address1: '1 Dock Rd', city: 'Austin', state: 'Texas', state_code: 'TX', country: 'USA', zip: '78701' },
  });
  m.locationId = id(location.body, 'locations', 'location_id');
  await c.get(`${I}/locations`);
  await c.post(`${B}/settings/customfields`, { label: 'Serial', data_type: 'string', is_unique: true, entity: 'item' });
  // A tax of the items' own, which they keep (the tax the taxes step makes is deleted at the end).
  const itemTax = id((await c.post(`${E}/settings/taxes`, { tax_name: 'Shapes Item Tax', tax_percentage: 8 })).body, 'tax', 'tax_id');
  const item = await c.post(`${B}/items`, {
    name: 'Shapes Widget',
    rate: 12.5,
    sku: 'SHP-1',
    purchase_rate: 5,
    item_type: 'inventory',
    product_type: 'goods',
    vendor_id: m.vendorId,
    item_tax_preferences: [{ tax_id: itemTax, tax_specification: 'intra' }],
    locations: [{ location_id: m.locationId, initial_stock: 4, initial_stock_rate: 5 }],
    custom_fields: [{ api_name: 'cf_serial', value: 'SER-1' }],
  });
  m.itemId = id(item.body, 'item', 'item_id');
  await c.get(`${B}/items`);
  await c.get(`${B}/items/${m.itemId}`);
  await c.put(`${B}/items/${m.itemId}`, { description: 'Shapes' });
  await c.request('PUT', `${B}/items`, { body: { rate: 13 }, headers: { 'X-Unique-Identifier-Key': 'cf_serial', 'X-Unique-Identifier-Value': 'SER-1' } });
  await c.post(`${B}/items/${m.itemId}/inactive`);
  await c.post(`${B}/items/${m.itemId}/active`);
  const spare = await c.post(`${B}/items`, { name: 'Shapes Spare', rate: 1 });
  await c.delete(`${B}/items/${id(spare.body, 'item', 'item_id')}`);

  // The same items with the Inventory shape: stock from the stock ledger.
  const stocked = await c.post(`${I}/items`, {
    name: 'Shapes Stocked',
    rate: 20,
    purchase_rate: 8,
    item_type: 'inventory',
    sku: 'SHP-2',
    unit: 'pcs',
    reorder_level: 2,
    upc: '012345678905',
    ean: '4006381333931',
    isbn: '9783161484100',
    part_number: 'SHP-PN-2',
    vendor_id: m.vendorId,
    item_tax_preferences: [{ tax_id: itemTax, tax_specification: 'inter' }],
    custom_fields: [{ api_name: 'cf_serial', value: 'SER-2' }],
    locations: [{ location_id: m.locationId, initial_stock: 10, initial_stock_rate: 8 }],
  });
  const stockedId = id(stocked.body, 'item', 'item_id');
  await c.get(`${I}/items`);
  await c.get(`${I}/items/${stockedId}`);
  await c.put(`${I}/items/${stockedId}`, { description: 'Shapes' });
  await c.post(`${I}/items/${stockedId}/inactive`);
  await c.post(`${I}/items/${stockedId}/active`);
  const spareStock = await c.post(`${I}/items`, { name: 'Shapes Spare Stock', rate: 1 });
  await c.delete(`${I}/items/${id(spareStock.body, 'item', 'item_id')}`);
}

/** Price lists. */
async function pricebooks(c: RecordingClient, m: Made): Promise<void> {
  const pricebook = await c.post(`${B}/pricebooks`, {
    name: 'Shapes Prices',
    pricebook_type: 'per_item',
    pricebook_items: [
      {
        item_id: m.itemId,
        pricing_scheme: 'volume',
        pricebook_rate: 11,
        pricebook_discount: '5%',
        price_brackets: [
          { start_quantity: 1, end_quantity: 9, pricebook_rate: 10, pricebook_discount: '2%' },
          { start_quantity: 10, end_quantity: 99, pricebook_rate: 9, pricebook_discount: '1' },
        ],
      },
    ],
  });
  const pricebookId = id(pricebook.body, 'pricebook', 'pricebook_id');
  await c.get(`${B}/pricebooks`);
  await c.put(`${B}/pricebooks/${pricebookId}`, { description: 'Shapes' });
  await c.post(`${B}/pricebooks/${pricebookId}/inactive`);
  await c.post(`${B}/pricebooks/${pricebookId}/active`);
  await c.delete(`${B}/pricebooks/${pricebookId}`);
}

/** Taxes and tax groups, under /erp/v3 and in the Books view. */
async function taxes(c: RecordingClient, m: Made): Promise<void> {
  const tax = await c.post(`${E}/settings/taxes`, { tax_name: 'Shapes VAT', tax_percentage: 10 });
  m.taxId = id(tax.body, 'tax', 'tax_id');
  await c.get(`${E}/settings/taxes`);
  await c.get(`${E}/settings/taxes/${m.taxId}`);
  await c.put(`${E}/settings/taxes/${m.taxId}`, { tax_name: 'Shapes VAT 10' });

  const T = `${B}/settings/taxes`;
  // The Books view answers one tax in a one-element array, as the family.
  const stateId = (await c.post(T, { tax_name: 'Shapes State', tax_percentage: 5, tax_authority_name: 'State' })).body?.tax?.[0]?.tax_id;
  const countyId = (await c.post(T, { tax_name: 'Shapes County', tax_percentage: 2.5 })).body?.tax?.[0]?.tax_id;
  await c.get(T);
  await c.get(`${T}/${stateId}`);
  await c.put(`${T}/${stateId}`, { tax_percentage: 6 });
  const G = `${B}/settings/taxgroups`;
  const group = await c.post(G, { tax_group_name: 'Shapes Sales Tax', taxes: `${stateId},${countyId}` });
  const groupId = id(group.body, 'tax_group', 'tax_group_id');
  await c.get(G);
  await c.get(`${G}/${groupId}`);
  await c.put(`${G}/${groupId}`, { tax_group_name: 'Shapes Combined', taxes: `${countyId}` });
  await c.delete(`${G}/${groupId}`);
  await c.delete(`${T}/${stateId}`);
  // Tax exemptions, the same rows under both prefixes.
  for (const X of [`${B}/settings/taxexemptions`, `${I}/settings/taxexemptions`]) {
    const exemption = await c.post(X, { tax_exemption_code: `Shapes ${X.split('/')[1]}`, description: 'Resale', type: 'customer' });
    const exemptionId = id(exemption.body, 'tax_exemption', 'tax_exemption_id');
    await c.get(X);
    await c.get(`${X}/${exemptionId}`);
    await c.put(`${X}/${exemptionId}`, { description: 'Resale certificate on file' });
    await c.delete(`${X}/${exemptionId}`);
  }
}

/** Invoices: totals, comments, status, mail, reminders, payments and PDFs. */
async function invoices(c: RecordingClient, m: Made): Promise<void> {
  m.salesTaxId = id((await c.post(`${E}/settings/taxes`, { tax_name: 'Shapes Sales Tax', tax_percentage: 7 })).body, 'tax', 'tax_id');
  await c.post(`${B}/settings/customfields`, { label: 'PO Number', data_type: 'string', entity: 'invoice' });
  // A second person of the customer, whom the invoice does not name: its mail offers them as a copy.
  await c.post(`${B}/contacts/contactpersons`, { contact_id: m.customerId, first_name: 'Cy', last_name: 'Clerk', email: 'cy@example.com' });
  const line = { item_id: m.itemId, quantity: 2, rate: 12.5, tax_id: m.salesTaxId };
  const invoice = await c.post(`${B}/invoices`, {
    customer_id: m.customerId,
    date: '2024-05-01',
    due_date: '2024-05-31',
    line_items: [line],
    discount: '10%',
    contact_persons_associated: [{ contact_person_id: m.customerPerson }],
    custom_fields: [{ api_name: 'cf_po_number', value: 'PO-77' }],
  });
  const invoiceId = id(invoice.body, 'invoice', 'invoice_id');
  await c.get(`${B}/invoices`);
  await c.get(`${B}/invoices/templates`);
  await c.get(`${B}/invoices/${invoiceId}`);
  await c.put(`${B}/invoices/${invoiceId}`, { reference_number: 'REF-1' });
  await c.post(`${B}/invoices/${invoiceId}/comments`, { description: 'Shapes comment' });
  await c.get(`${B}/invoices/${invoiceId}/comments`);
  await c.upload('POST', `${B}/invoices/${invoiceId}/attachment`, [pdf('attachment')]);
  await c.get(`${B}/invoices/${invoiceId}/attachment`);
  await c.delete(`${B}/invoices/${invoiceId}/attachment`);
  await c.upload('POST', `${B}/invoices/${invoiceId}/attachment`, [pdf('attachment')]);
  await c.get(`${B}/invoices/${invoiceId}/email`);
  await c.post(`${B}/invoices/${invoiceId}/status/sent`);
  await c.post(`${B}/invoices/${invoiceId}/email`, { to_mail_ids: ['ada@example.com'], subject: 'Your invoice', body: '<p>Here it is.</p>' });
  await c.post(`${B}/invoices/email`, undefined, { invoice_ids: invoiceId });
  await c.get(`${B}/invoices/${invoiceId}/payments`);
  // Another invoice, paid in part through billing: its payments list has the payment.
  const paid = await c.post(`${B}/invoices`, { customer_id: m.customerId, date: '2024-05-02', line_items: [line] }, { send: 'true' });
  const paidId = id(paid.body, 'invoice', 'invoice_id');
  await new Client(c.baseUrl, c.token).request('POST', '/billing/v1/payments', {
    headers: { 'X-com-svc-subscriptions-organizationid': c.organizationId! },
    body: {
      customer_id: m.customerId,
      payment_mode: 'banktransfer',
      amount: 10,
      date: '2024-05-03',
      reference_number: 'SH-PAY-1',
      description: 'Shapes payment',
      invoices: [{ invoice_id: paidId, amount_applied: 10 }],
    },
  });
  await c.get(`${B}/invoices/${paidId}/payments`);
  await c.get(`${B}/invoices/${invoiceId}/paymentreminder`);
  await c.post(`${B}/invoices/${invoiceId}/paymentreminder`, { body: '<p>Please pay.</p>', cc_mail_ids: ['ar@example.com'] });
  // The draft made for the purpose gets no reminder: the answer says why.
  const draft = await c.post(`${B}/invoices`, { customer_id: m.customerId, line_items: [line] });
  await c.post(`${B}/invoices/paymentreminder`, undefined, { invoice_ids: `${invoiceId},${id(draft.body, 'invoice', 'invoice_id')}` });
  await c.get(`${B}/invoices/pdf`, { invoice_ids: invoiceId });
  await c.get(`${B}/invoices/print`, { invoice_ids: invoiceId });
  await c.get(`${B}/contacts/${m.customerId}/statements/email`, { start_date: '2024-05-01', end_date: '2024-05-31' });
  await c.post(`${B}/contacts/${m.customerId}/statements/email`, {}, { start_date: '2024-05-01', end_date: '2024-05-31' });
  await c.post(`${B}/invoices/${invoiceId}/status/void`);
  await c.post(`${B}/invoices/${invoiceId}/status/draft`);
  const spareInvoice = await c.post(`${B}/invoices`, { customer_id: m.customerId, line_items: [line] });
  await c.delete(`${B}/invoices/${id(spareInvoice.body, 'invoice', 'invoice_id')}`);
}

/** Recurring invoices; returns the profile (deleted at the end). */
async function recurringInvoices(c: RecordingClient, m: Made): Promise<string> {
  await c.post(`${B}/settings/customfields`, { label: 'Centre', data_type: 'string', entity: 'invoice' });
  // Starting today: the job makes its first invoice, which its invoice history then lists.
  const profile = await c.post(`${B}/recurringinvoices`, {
    recurrence_name: 'Shapes Monthly',
    customer_id: m.customerId,
    recurrence_frequency: 'months',
    repeat_every: 1,
    custom_fields: [{ api_name: 'cf_centre', value: 'CC-1' }],
    line_items: [{ item_id: m.itemId, quantity: 2, rate: 12.5, location_id: m.locationId }],
  });
  const profileId = id(profile.body, 'recurring_invoice', 'recurring_invoice_id');
  await m.generate();
  await c.get(`${B}/recurringinvoices`);
  await c.get(`${B}/recurringinvoices/${profileId}`);
  await c.put(`${B}/recurringinvoices/${profileId}`, { recurrence_name: 'Shapes Monthly 2' });
  await c.put(`${B}/recurringinvoices/${profileId}/templates/1000003`);
  await c.post(`${B}/recurringinvoices/${profileId}/status/stop`);
  await c.post(`${B}/recurringinvoices/${profileId}/status/resume`);
  await c.post(`${B}/recurringinvoices/status/stop`, undefined, { recurring_invoice_ids: profileId });
  await c.post(`${B}/recurringinvoices/status/resume`, undefined, { recurring_invoice_ids: profileId });
  await c.get(`${B}/recurringinvoices/${profileId}/comments`);
  await c.get(`${B}/recurringinvoices/${profileId}/invoices`, { filter_by: 'Status.All', sort_column: 'date', search_text: 'INV' });
  return profileId;
}

/** Recurring bills and expenses: starting today, so the job makes a first child the histories list; deleted here. */
async function recurringPurchases(c: RecordingClient, m: Made): Promise<void> {
  const byName = (value: string) => ({ 'X-Unique-Identifier-Key': 'recurrence_name', 'X-Unique-Identifier-Value': value });
  const bill = await c.post(`${B}/recurringbills`, {
    recurrence_name: 'Shapes Rent',
    recurrence_frequency: 'months',
    vendor_id: m.vendorId,
    line_items: [{ name: 'Rent', rate: 100, quantity: 1, tax_id: m.taxId, account_id: m.expenseAccount, location_id: m.locationId }],
  });
  const billId = id(bill.body, 'recurring_bill', 'recurring_bill_id');
  const expense = await c.post(`${B}/recurringexpenses`, {
    recurrence_name: 'Shapes Internet',
    recurrence_frequency: 'weeks',
    account_id: m.expenseAccount,
    paid_through_account_id: m.bankId,
    amount: 40,
    tax_id: m.taxId,
    vendor_id: m.vendorId,
    customer_id: m.customerId,
    is_billable: true,
  });
  const expenseId = id(expense.body, 'recurring_expense', 'recurring_expense_id');
  await m.generate();
  await c.get(`${B}/recurringbills`);
  await c.put(`${B}/recurringbills/${billId}`, { notes: 'Shapes' });
  await c.request('PUT', `${B}/recurringbills`, { body: { terms: 'Net' }, headers: byName('Shapes Rent') });
  await c.post(`${B}/recurringbills/${billId}/status/stop`);
  await c.post(`${B}/recurringbills/${billId}/status/resume`);
  await c.get(`${B}/recurringbills/${billId}/comments`);
  await c.get(`${B}/recurringexpenses`);
  await c.get(`${B}/recurringexpenses/${expenseId}`);
  await c.put(`${B}/recurringexpenses/${expenseId}`, { description: 'Shapes' });
  await c.request('PUT', `${B}/recurringexpenses`, { body: { amount: 41 }, headers: byName('Shapes Internet') });
  await c.post(`${B}/recurringexpenses/${expenseId}/status/stop`);
  await c.post(`${B}/recurringexpenses/${expenseId}/status/resume`);
  await c.get(`${B}/recurringexpenses/${expenseId}/comments`);
  const made = await c.get(`${B}/recurringexpenses/${expenseId}/expenses`, { sort_column: 'date' });
  const bills = await c.get(`${B}/recurringbills/${billId}/bills`);
  await c.delete(`${B}/recurringexpenses/${expenseId}`);
  await c.delete(`${B}/recurringbills/${billId}`);
  // The children stay with their profile gone; deleted so the tax they name can be deleted at the end.
  for (const e of made.body.expensehistory) await c.delete(`${B}/expenses/${e.expense_id}`);
  for (const b of bills.body.bill_history) await c.delete(`${B}/bills/${b.bill_id}`);
}

/** Retainer invoices: approval, mail, templates, attachments, payments drawn on invoices; returns one (deleted at the end). */
async function retainerInvoices(c: RecordingClient, m: Made): Promise<string> {
  const R = `${B}/retainerinvoices`;
  const retainer = await c.post(R, {
    customer_id: m.customerId,
    date: '2024-05-01',
    line_items: [{ description: 'Advance', rate: 100, tax_id: m.salesTaxId }],
    custom_fields: [{ index: 1, label: 'Engagement', value: 'Shapes audit', show_on_pdf: true }],
  });
  const retainerId = id(retainer.body, 'retainerinvoice', 'retainerinvoice_id');
  await c.get(R);
  await c.get(`${R}/templates`);
  await c.get(`${R}/${retainerId}`);
  await c.put(`${R}/${retainerId}`, { reference_number: 'R-1' });
  await c.put(`${R}/${retainerId}/templates/2000003`);
  await c.put(`${R}/${retainerId}/address/billing`, { address: '2 Side St', city: 'Springfield' });
  const comment = await c.post(`${R}/${retainerId}/comments`, { description: 'Shapes' });
  await c.get(`${R}/${retainerId}/comments`);
  const commentId = id(comment.body, 'comment', 'comment_id');
  await c.put(`${R}/${retainerId}/comments/${commentId}`, { description: 'Shapes 2' });
  await c.delete(`${R}/${retainerId}/comments/${commentId}`);
  const attached = await c.upload('POST', `${R}/${retainerId}/attachment`, [pdf('attachment')]);
  await c.get(`${R}/${retainerId}/attachment`);
  await c.delete(`${R}/${retainerId}/documents/${attached.body?.documents?.[0]?.document_id}`);
  await c.get(`${R}/${retainerId}/email`);
  // The approval flow, switched on for the submit and approve, then off again.
  await c.put(`${B}/settings/retainerinvoices`, { approval_enabled: true });
  await c.post(`${R}/${retainerId}/submit`);
  await c.post(`${R}/${retainerId}/approve`);
  await c.put(`${B}/settings/retainerinvoices`, { approval_enabled: false });
  await c.post(`${R}/${retainerId}/status/sent`);
  await c.post(`${R}/${retainerId}/email`, { to_mail_ids: ['ada@example.com'] });
  await c.post(`${R}/${retainerId}/status/void`);
  await c.post(`${R}/${retainerId}/status/draft`);

  // A paid retainer drawn against an invoice, and an online payment started on another.
  const paid = await c.post(R, { customer_id: m.customerId, line_items: [{ description: 'Deposit', rate: 50 }] });
  const paidId = id(paid.body, 'retainerinvoice', 'retainerinvoice_id');
  await c.post(`${R}/${paidId}/status/sent`);
  await c.post(`${R}/${paidId}/payments`, { amount: 50 });
  const invoice = await c.post(`${B}/invoices`, { customer_id: m.customerId, line_items: [{ name: 'Work', rate: 80 }] }, { send: 'true' });
  const invoiceId = id(invoice.body, 'invoice', 'invoice_id');
  await c.post(`${R}/${paidId}/invoices`, { invoices: [{ invoice_id: invoiceId, amount_applied: 30 }] });
  await c.delete(`${R}/${paidId}/invoices/${invoiceId}`);
  const online = await c.post(R, { customer_id: m.customerId, line_items: [{ description: 'Online', rate: 40 }] });
  const onlineId = id(online.body, 'retainerinvoice', 'retainerinvoice_id');
  await c.post(`${R}/${onlineId}/status/sent`);
  await c.post(`${R}/${onlineId}/onlinepayments/asynchronous`, { amount: 40, payment_gateway: 'stripe' });
  return retainerId;
}

/** Estimates: states, approval, comments, addresses, templates, conversion to an invoice; returns one (deleted at the end). */
async function estimates(c: RecordingClient, m: Made): Promise<string> {
  const Q = `${B}/estimates`;
  const quote = await c.post(Q, {
    customer_id: m.customerId,
    custom_fields: [{ index: 1, label: 'Campaign', value: 'Spring', show_on_pdf: true }],
    date: '2024-05-01',
    expiry_date: '2099-05-31',
    reference_number: 'Q-1',
    line_items: [{ item_id: m.itemId, quantity: 2, tax_id: m.salesTaxId }],
  });
  const estimateId = id(quote.body, 'estimate', 'estimate_id');
  await c.get(Q, { filter_by: 'Status.All', sort_column: 'date' });
  await c.get(`${Q}/templates`);
  await c.get(`${Q}/${estimateId}`);
  await c.put(`${Q}/${estimateId}`, { notes: 'Shapes' });
  await c.put(`${Q}/${estimateId}/templates/2000002`);
  await c.put(`${Q}/${estimateId}/address/billing`, { address: '3 Quote St', city: 'Springfield' });
  await c.put(`${Q}/${estimateId}/address/shipping`, { address: '4 Quote St', city: 'Springfield' });
  const comment = await c.post(`${Q}/${estimateId}/comments`, { description: 'Shapes' });
  const listed = await c.get(`${Q}/${estimateId}/comments`);
  const commentId = listed.body?.comments?.find((e: any) => e.comment_type === 'user')?.comment_id ?? id(comment.body, 'comment', 'comment_id');
  await c.put(`${Q}/${estimateId}/comments/${commentId}`, { description: 'Shapes 2' });
  await c.delete(`${Q}/${estimateId}/comments/${commentId}`);
  await c.post(`${Q}/${estimateId}/submit`);
  await c.post(`${Q}/${estimateId}/approve`);
  await c.post(`${Q}/${estimateId}/status/sent`);
  await c.post(`${Q}/${estimateId}/status/declined`);
  await c.post(`${Q}/${estimateId}/status/accepted`);
  await c.get(`${Q}/${estimateId}/email`);
  await c.post(`${Q}/${estimateId}/email`, { to_mail_ids: ['ada@example.com'], subject: 'Your estimate' });
  await c.post(`${Q}/email`, undefined, { estimate_ids: estimateId });
  await c.get(`${Q}/pdf`, { estimate_ids: estimateId });
  await c.get(`${Q}/print`, { estimate_ids: estimateId });
  const sold = await c.post(Q, { customer_id: m.customerId, line_items: [{ name: 'Quoted work', rate: 70 }] }, { send: 'true' });
  await c.post(`${B}/invoices/fromestimates`, undefined, { estimate_ids: id(sold.body, 'estimate', 'estimate_id') });
  return estimateId;
}

/** Sales orders: approval, comments, addresses, templates, opened and invoiced; returns one (deleted at the end). */
async function salesOrders(c: RecordingClient, m: Made): Promise<string> {
  const S = `${B}/salesorders`;
  const order = await c.post(S, {
    customer_id: m.customerId,
    date: '2024-05-02',
    shipment_date: '2024-05-20',
    custom_fields: [{ index: 1, label: 'Channel', value: 'Phone' }],
    line_items: [{ item_id: m.itemId, quantity: 2, tax_id: m.salesTaxId }],
  });
  const orderId = order.body?.salesorder?.[0]?.salesorder_id;
  await c.get(S, { filter_by: 'Status.All', sort_column: 'date' });
  await c.get(`${S}/templates`);
  await c.get(`${S}/${orderId}`);
  await c.put(`${S}/${orderId}`, { notes: 'Shapes' });
  await c.put(`${S}/${orderId}/templates/3000002`);
  await c.put(`${S}/${orderId}/address/billing`, { address: '5 Order St', city: 'Springfield' });
  await c.put(`${S}/${orderId}/address/shipping`, { address: '6 Order St', city: 'Springfield' });
  await c.post(`${S}/${orderId}/comments`, { description: 'Shapes' });
  const listed = await c.get(`${S}/${orderId}/comments`);
  const commentId = listed.body?.comments?.find((e: any) => e.comment_type === 'user')?.comment_id;
  await c.put(`${S}/${orderId}/comments/${commentId}`, { description: 'Shapes 2' });
  await c.delete(`${S}/${orderId}/comments/${commentId}`);
  await c.post(`${S}/${orderId}/submit`);
  await c.post(`${S}/${orderId}/approve`);
  await c.post(`${S}/${orderId}/status/open`);
  await c.post(`${S}/${orderId}/status/void`);
  const invoiced = await c.post(S, { customer_id: m.customerId, line_items: [{ name: 'Ordered work', rate: 60, tax_id: m.salesTaxId }] });
  const invoicedId = invoiced.body?.salesorder?.[0]?.salesorder_id;
  await c.post(`${S}/${invoicedId}/status/open`);
  await c.get(`${S}/${invoicedId}/email`);
  await c.post(`${S}/${invoicedId}/email`, { to_mail_ids: ['ada@example.com'] });
  await c.get(`${S}/pdf`, { salesorder_ids: `${orderId},${invoicedId}` });
  await c.get(`${S}/print`, { salesorder_ids: orderId });
  await c.upload('POST', `${S}/${orderId}/attachment`, [pdf('attachment')]);
  await c.get(`${S}/${orderId}/attachment`);
  await c.delete(`${S}/${orderId}/attachment`);
  await c.upload('POST', `${S}/${orderId}/attachment`, [pdf('attachment')]);
  await c.post(`${B}/invoices/fromsalesorder`, undefined, { salesorder_id: invoicedId });

  // The same orders on the Inventory wire: one partly invoiced, one voided and deleted, one deleted in bulk.
  const IS = `${I}/salesorders`;
  const made = await c.post(IS, {
    customer_id: m.customerId,
    date: '2024-05-03',
    custom_fields: [{ index: 1, label: 'Channel', value: 'Web' }],
    line_items: [{ item_id: m.itemId, quantity: 2, tax_id: m.salesTaxId }],
  });
  const madeId = made.body?.sales_order?.salesorder_id;
  // A file, so the Inventory answers carry `documents[]`.
  await c.upload('POST', `${B}/salesorders/${madeId}/attachment`, [pdf('attachment')]);
  const spare = (await c.post(IS, { customer_id: m.customerId, line_items: [{ name: 'Spare', rate: 5 }] })).body?.sales_order?.salesorder_id;
  const bulk = (await c.post(IS, { customer_id: m.customerId, line_items: [{ name: 'Bulk', rate: 5 }] })).body?.sales_order?.salesorder_id;
  await c.get(IS, { filter_by: 'Status.All' });
  await c.post(`${IS}/status/confirmed`, undefined, { salesorder_ids: spare });
  await c.post(`${IS}/${madeId}/status/confirmed`);
  const lineId = made.body?.sales_order?.line_items?.[0]?.line_item_id;
  await c.post(`${B}/invoices/fromsalesorder`, { line_items: [{ line_item_id: lineId, quantity: 1 }] }, { salesorder_id: madeId });
  await c.get(`${IS}/${madeId}`);
  await c.put(`${IS}/${madeId}`, { notes: 'Shapes' });
  await c.post(`${IS}/${spare}/status/void`);
  await c.delete(`${IS}/${spare}`);
  await c.delete(IS, { salesorder_ids: bulk });
  return orderId;
}

/** Credit notes on both prefixes: approval, comments, addresses, templates, applications from either side, refunds. */
async function creditNotes(c: RecordingClient, m: Made): Promise<void> {
  const credited = async (prefix: string) => {
    const sale = await c.post(
      `${B}/invoices`,
      { customer_id: m.customerId, date: '2024-06-01', line_items: [{ name: 'Sold work', rate: 100 }] },
      { send: 'true' },
    );
    return id(sale.body, 'invoice', 'invoice_id');
  };
  for (const P of [B, I]) {
    const C = `${P}/creditnotes`;
    const invoiceId = await credited(P);
    const made = await c.post(
      C,
      {
        customer_id: m.customerId,
        date: '2024-06-02',
        reference_number: 'RMA-1',
        custom_fields: [{ index: 1, label: 'Reason', value: 'Damaged' }],
        line_items: [{ item_id: m.itemId, quantity: 1, tax_id: m.salesTaxId }],
      },
      { invoice_id: invoiceId },
    );
    const noteId = id(made.body, 'creditnote', 'creditnote_id');
    await c.get(C, { filter_by: 'Status.All', sort_column: 'date' });
    await c.get(`${C}/templates`);
    await c.get(`${C}/${noteId}`);
    await c.put(`${C}/${noteId}/templates/4000002`);
    await c.put(`${C}/${noteId}/address/billing`, { address: '7 Credit St', city: 'Springfield' });
    await c.put(`${C}/${noteId}/address/shipping`, { address: '8 Credit St', city: 'Springfield' });
    await c.get(`${C}/${noteId}/email`);
    await c.post(`${C}/${noteId}/email`, { to_mail_ids: ['ada@example.com'], subject: 'Your credit note' });
    if (P === B) await c.get(`${C}/print`, { creditnote_ids: noteId });
    await c.post(`${C}/${noteId}/comments`, { description: 'Shapes' });
    const listed = await c.get(`${C}/${noteId}/comments`);
    const commentId = listed.body?.comments?.find((e: any) => e.comment_type === 'user')?.comment_id;
    await c.delete(`${C}/${noteId}/comments/${commentId}`);
    // Applied from the credit note, taken back, applied from the invoice, taken back, applied again.
    await c.post(`${C}/${noteId}/invoices`, { invoices: [{ invoice_id: invoiceId, amount_applied: 1 }] });
    const applied = await c.get(`${C}/${noteId}/invoices`);
    await c.delete(`${C}/${noteId}/invoices/${applied.body?.invoices_credited?.[0]?.creditnote_invoice_id}`);
    await c.post(`${P}/invoices/${invoiceId}/credits`, { apply_creditnotes: [{ creditnote_id: noteId, amount_applied: 2 }] });
    const credits = await c.get(`${P}/invoices/${invoiceId}/creditsapplied`);
    await c.delete(`${P}/invoices/${invoiceId}/creditsapplied/${credits.body?.credits?.[0]?.creditnotes_invoice_id}`);
    await c.post(`${C}/${noteId}/invoices`, { invoices: [{ invoice_id: invoiceId, amount_applied: 1 }] });
    await c.get(`${C}/${noteId}`);
    await c.put(`${C}/${noteId}`, { notes: 'Shapes' });
    const refund = await c.post(`${C}/${noteId}/refunds`, {
      date: '2024-06-03',
      amount: 1,
      from_account_id: m.bankId,
      refund_mode: 'Cash',
      reference_number: 'R-1',
      description: 'Shapes',
    });
    const refundId = id(refund.body, 'creditnote_refund', 'creditnote_refund_id');
    await c.get(`${C}/${noteId}/refunds`);
    await c.get(`${C}/${noteId}/refunds/${refundId}`);
    await c.put(`${C}/${noteId}/refunds/${refundId}`, {
      date: '2024-06-03',
      amount: 2,
      from_account_id: m.bankId,
      refund_mode: 'Cash',
      description: 'Shapes',
    });
    await c.get(`${C}/refunds`);
    if (P === B) await c.get(`${C}/refunds/${refundId}`);
    await c.delete(`${C}/${noteId}/refunds/${refundId}`);
    const spare = await c.post(C, { customer_id: m.customerId, date: '2024-06-02', line_items: [{ name: 'Spare credit', rate: 5 }] });
    const spareId = id(spare.body, 'creditnote', 'creditnote_id');
    if (P === B) {
      await c.post(`${C}/${spareId}/status/void`);
      await c.post(`${C}/${spareId}/status/draft`);
      await c.post(`${C}/${spareId}/submit`);
      await c.post(`${C}/${spareId}/reject`, undefined, { reason: 'Shapes' });
      await c.post(`${C}/${spareId}/submit`);
      await c.post(`${C}/${spareId}/approve`);
      await c.post(`${C}/${spareId}/status/open`);
    } else {
      await c.post(`${C}/${spareId}/void`);
      await c.post(`${C}/${spareId}/draft`);
      await c.post(`${C}/${spareId}/submit`);
      await c.post(`${C}/${spareId}/approve`);
      await c.post(`${C}/${spareId}/converttoopen`);
    }
    await c.delete(`${C}/${spareId}`);
  }
}

/** Bills on the Books wire: create, list, read, change, approval, open and void, comments, the billing address, delete. */
async function bills(c: RecordingClient, m: Made): Promise<void> {
  const P = `${B}/bills`;
  const made = await c.post(P, {
    vendor_id: m.vendorId,
    bill_number: 'VB-1',
    date: '2024-06-02',
    due_date: '2024-07-02',
    reference_number: 'PO-1',
    custom_fields: [{ index: 1, label: 'Dept', value: 'Ops' }],
    line_items: [
      { item_id: m.itemId, quantity: 2, rate: 10, tax_id: m.salesTaxId },
      { name: 'Courier', rate: 5, account_id: m.expenseAccount },
    ],
  });
  const billId = id(made.body, 'bill', 'bill_id');
  await c.get(P, { filter_by: 'Status.All', sort_column: 'date' });
  await c.get(`${P}/${billId}`);
  await c.put(`${P}/${billId}`, { notes: 'Shapes' });
  await c.put(`${P}/${billId}/address/billing`, { address: '9 Vendor St', city: 'Springfield' });
  await c.post(`${P}/${billId}/comments`, { description: 'Shapes' });
  const listed = await c.get(`${P}/${billId}/comments`);
  const commentId = listed.body?.comments?.find((e: any) => e.comment_type === 'user')?.comment_id;
  await c.delete(`${P}/${billId}/comments/${commentId}`);
  const spare = await c.post(P, { vendor_id: m.vendorId, bill_number: 'VB-2', status: 'draft', line_items: [{ name: 'Spare', rate: 5 }] });
  const spareId = id(spare.body, 'bill', 'bill_id');
  await c.post(`${P}/${spareId}/submit`);
  await c.post(`${P}/${spareId}/approve`);
  await c.post(`${P}/${spareId}/status/open`);
  await c.post(`${P}/${spareId}/status/void`);
  await c.delete(`${P}/${spareId}`);
}

/** Vendor payments across two bills, with a bank charge and an excess refunded, and the bill's payment routes. */
async function vendorPayments(c: RecordingClient, m: Made): Promise<void> {
  const P = `${B}/vendorpayments`;
  const owe = async (number: string, rate: number) =>
    id(
      (await c.post(`${B}/bills`, { vendor_id: m.vendorId, bill_number: number, date: '2024-06-02', line_items: [{ name: 'Supplies', rate }] })).body,
      'bill',
      'bill_id',
    );
  const [first, second] = [await owe('VP-B1', 100), await owe('VP-B2', 50)];
  const paid = await c.post(P, {
    vendor_id: m.vendorId,
    amount: 170,
    bank_charges: 1.5,
    date: '2024-06-03',
    paid_through_account_id: m.bankId,
    payment_mode: 'Bank Transfer',
    reference_number: 'SH-VP-1',
    description: 'Shapes vendor payment',
    check_number: 'CHK-1',
    location_id: m.locationId,
    bills: [
      { bill_id: first, amount_applied: 100 },
      { bill_id: second, amount_applied: 40 },
    ],
  });
  const paymentId = paid.body?.payment_id;
  await c.get(P, { filter_by: 'PaymentMode.All', sort_column: 'date' });
  const refund = await c.post(`${P}/${paymentId}/refunds`, {
    amount: 5,
    date: '2024-06-04',
    to_account_id: m.bankId,
    refund_mode: 'cash',
    reference_number: 'SH-VR-1',
    description: 'Shapes refund',
  });
  const refundId = refund.body?.vendorpayment_refund?.[0]?.vendorpayment_refund_id;
  await c.put(`${P}/${paymentId}`, {
    bills: [
      { bill_id: first, amount_applied: 100 },
      { bill_id: second, amount_applied: 50 },
    ],
  });
  await c.get(`${P}/${paymentId}/refunds`);
  await c.get(`${P}/${paymentId}/refunds/${refundId}`);
  await c.put(`${P}/${paymentId}/refunds/${refundId}`, { amount: 6, to_account_id: m.bankId });
  await c.get(`${P}/${paymentId}`);
  await c.get(`${B}/bills/${second}`);
  await c.delete(`${P}/${paymentId}/refunds/${refundId}`);
  const applied = await c.get(`${B}/bills/${second}/payments`);
  await c.delete(`${B}/bills/${second}/payments/${applied.body?.payments?.[0]?.bill_payment_id}`);
  const spare = await c.post(P, { vendor_id: m.vendorId, amount: 3, paid_through_account_id: m.bankId });
  await c.delete(P, { vendorpayment_id: spare.body?.payment_id, bulk_delete: 'true' });
  await c.delete(`${P}/${paymentId}`);
}

/** Vendor credits on both wires: made, applied to bills from either side, refunded, moved through their states. */
async function vendorCredits(c: RecordingClient, m: Made): Promise<void> {
  for (const prefix of [B, '/inventory/v1']) {
    const P = `${prefix}/vendorcredits`;
    const tag = prefix === B ? 'B' : 'I';
    const owed = await c.post(`${B}/bills`, {
      vendor_id: m.vendorId,
      bill_number: `VC-B-${tag}`,
      date: '2024-06-02',
      line_items: [{ name: 'Supplies', rate: 100 }],
    });
    const billId = id(owed.body, 'bill', 'bill_id');
    const made = await c.post(
      P,
      {
        vendor_id: m.vendorId,
        date: '2024-06-03',
        reference_number: `SH-VC-${tag}`,
        notes: 'Returned',
        location_id: m.locationId,
        custom_fields: [{ index: 1, label: 'Reason', value: 'Damaged' }],
        line_items: [
          { item_id: m.itemId, quantity: 1, rate: 20, tax_id: m.salesTaxId, location_id: m.locationId },
          { name: 'Courier refund', rate: 10, account_id: m.expenseAccount },
        ],
      },
      { bill_id: billId },
    );
    const creditId = id(made.body, 'vendor_credit', 'vendor_credit_id');
    await c.get(P, { filter_by: 'Status.All', sort_column: 'date' });
    await c.put(`${P}/${creditId}`, { notes: 'Shapes' });
    await c.post(`${P}/${creditId}/comments`, { description: 'Shapes' });
    const listed = await c.get(`${P}/${creditId}/comments`);
    await c.delete(`${P}/${creditId}/comments/${listed.body?.comments?.find((e: any) => e.comment_type === 'user')?.comment_id}`);
    await c.post(`${P}/${creditId}/bills`, { bills: [{ bill_id: billId, amount_applied: 5 }] });
    if (prefix === B) await c.post(`${B}/bills/${billId}/credits`, { vendor_credits: [{ vendor_credit_id: creditId, amount_applied: 4 }] });
    const applied = await c.get(`${P}/${creditId}/bills`);
    const refund = await c.post(`${P}/${creditId}/refunds`, {
      amount: 3,
      date: '2024-06-04',
      account_id: m.bankId,
      refund_mode: 'cash',
      reference_number: `SH-VCR-${tag}`,
      description: 'Shapes refund',
    });
    const refundId = refund.body?.vendor_credit_refund?.vendor_credit_refund_id;
    await c.get(`${P}/${creditId}/refunds`);
    await c.get(`${P}/${creditId}/refunds/${refundId}`);
    await c.put(`${P}/${creditId}/refunds/${refundId}`, { amount: 2, account_id: m.bankId });
    await c.get(`${P}/refunds`, { sort_column: 'date' });
    await c.get(`${P}/${creditId}`);
    await c.get(`${B}/bills/${billId}`);
    await c.delete(`${P}/${creditId}/refunds/${refundId}`);
    for (const a of applied.body?.bills_credited ?? []) await c.delete(`${P}/${creditId}/bills/${a.vendor_credit_bill_id}`);
    const spare = await c.post(P, { vendor_id: m.vendorId, is_draft: true, line_items: [{ name: 'Spare', rate: 5 }] });
    const spareId = id(spare.body, 'vendor_credit', 'vendor_credit_id');
    await c.post(`${P}/${spareId}/submit`);
    await c.post(`${P}/${spareId}/approve`);
    await c.post(`${P}/${spareId}/status/open`);
    await c.post(`${P}/${spareId}/status/void`);
    await c.delete(`${P}/${spareId}`);
    await c.delete(`${P}/${creditId}`);
  }
}

/** Customer payments on the Books wire (billing's payments), their refunds, and the invoice operations beside them. */
async function customerPayments(c: RecordingClient, m: Made): Promise<void> {
  const P = `${B}/customerpayments`;
  const sell = async (rate: number) => {
    const made = await c.post(`${B}/invoices`, { customer_id: m.customerId, date: '2024-06-01', line_items: [{ name: 'Paid work', rate }] }, { send: 'true' });
    return id(made.body, 'invoice', 'invoice_id');
  };
  const [first, second, third] = [await sell(100), await sell(50), await sell(40)];
  const paid = await c.post(P, {
    customer_id: m.customerId,
    payment_mode: 'banktransfer',
    amount: 200,
    bank_charges: 1,
    date: '2024-06-02',
    reference_number: 'SH-CP-1',
    description: 'Shapes customer payment',
    invoices: [
      { invoice_id: first, amount_applied: 100 },
      { invoice_id: second, amount_applied: 50 },
    ],
    custom_fields: [{ index: 1, label: 'Batch', value: 'S1', data_type: 'text' }],
    location_id: m.locationId,
  });
  const paymentId = id(paid.body, 'payment', 'payment_id');
  await c.get(P, { filter_by: 'PaymentMode.All', sort_column: 'date' });
  await c.get(`${P}/${paymentId}`);
  await c.put(`${P}/${paymentId}`, {
    invoices: [
      { invoice_id: first, amount_applied: 100 },
      { invoice_id: second, amount_applied: 50 },
      { invoice_id: third, amount_applied: 30 },
    ],
  });
  const refund = await c.post(`${P}/${paymentId}/refunds`, {
    amount: 5,
    date: '2024-06-03',
    refund_mode: 'cash',
    reference_number: 'SH-R-1',
    description: 'Shapes refund',
  });
  const refundId = refund.body?.payment_refunds?.[0]?.payment_refund_id;
  await c.get(`${P}/${paymentId}/refunds`);
  await c.get(`${P}/${paymentId}/refunds/${refundId}`);
  await c.put(`${P}/${paymentId}/refunds/${refundId}`, { amount: 6 });
  await c.delete(`${P}/${paymentId}/refunds/${refundId}`);
  const applied = await c.get(`${B}/invoices/${third}/payments`);
  await c.delete(`${B}/invoices/${third}/payments/${applied.body?.payments?.[0]?.invoice_payment_id}`);
  await c.post(`${B}/invoices/${third}/writeoff`);
  await c.post(`${B}/invoices/${third}/writeoff/cancel`);
  // The same payments on the Inventory wire.
  const I = '/inventory/v1/customerpayments';
  const onInventory = await c.post(I, {
    customer_id: m.customerId,
    payment_mode: 'cash',
    amount: 4,
    location_id: m.locationId,
    description: 'Inventory wire',
    custom_fields: [{ index: 2, label: 'Till', value: 'T4', data_type: 'text' }],
    invoices: [{ invoice_id: third, amount_applied: 4 }],
  });
  const inventoryId = id(onInventory.body, 'payment', 'payment_id');
  await c.get(I, { filter_by: 'PaymentMode.All' });
  await c.get(`${I}/${inventoryId}`);
  await c.put(`${I}/${inventoryId}`, { reference_number: 'SH-INV-1' });
  await c.delete(`${I}/${inventoryId}`);
  const spare = await c.post(P, { customer_id: m.customerId, payment_mode: 'cash', amount: 3 });
  await c.delete(P, { payment_ids: id(spare.body, 'payment', 'payment_id'), bulk_delete: 'true' });
  await c.delete(`${P}/${paymentId}`);
}

/** Sales receipts: a sale paid at once, changed and deleted. */
async function salesReceipts(c: RecordingClient, m: Made): Promise<void> {
  const R = `${B}/salesreceipts`;
  const made = await c.post(R, {
    customer_id: m.customerId,
    date: '2024-06-04',
    payment_mode: 'cash',
    reference_number: 'SH-SR-1',
    notes: 'Shapes receipt',
    terms: 'Paid in full',
    line_items: [
      { item_id: m.itemId, quantity: 2, tax_id: m.salesTaxId },
      { name: 'Wrapping', rate: 2, description: 'Gift wrap' },
    ],
  });
  const receiptId = id(made.body, 'salesreceipt', 'sales_receipt_id');
  await c.get(R, { sort_column: 'date' });
  await c.get(`${R}/${receiptId}`);
  await c.put(`${R}/${receiptId}`, { notes: 'Shapes receipt 2' });
  await c.post(`${R}/${receiptId}/email`, { to_mail_ids: ['ada@example.com'] }, { attach_pdf: 'true' });
  await c.delete(`${R}/${receiptId}`);
}

/** Banking: accounts, rules, transactions, statements, reconciliations; returns what the deletes at the end remove. */
async function banking(c: RecordingClient, m: Made) {
  const bank = await c.post(`${B}/bankaccounts`, { account_name: 'Shapes Bank', account_type: 'bank', account_number: '8000001' });
  m.bankId = id(bank.body, 'bankaccount', 'account_id');
  const bankId = m.bankId;
  await c.get(`${B}/bankaccounts`);
  await c.get(`${B}/bankaccounts/${bankId}`);
  await c.put(`${B}/bankaccounts/${bankId}`, { description: 'Shapes' });
  await c.post(`${B}/bankaccounts/${bankId}/inactive`);
  await c.post(`${B}/bankaccounts/${bankId}/active`);
  const rule = await c.post(`${B}/bankaccounts/rules`, {
    rule_name: 'Shapes rule',
    rule_category: 'selected_accounts',
    account_ids: bankId,
    target_account_id: bankId,
    apply_to: 'withdrawals',
    criteria_type: 'and',
    criterion: [{ field: 'payee', comparator: 'contains', value: 'coffee' }],
    record_as: 'expense',
    account_id: m.expenseAccount,
    customer_id: m.customerId,
    location_id: m.locationId,
    payment_mode: 'Debit Card',
  });
  const ruleId = id(rule.body, 'rule', 'rule_id');
  await c.get(`${B}/bankaccounts/rules`, { account_id: bankId });
  await c.get(`${B}/bankaccounts/rules/${ruleId}`);
  await c.put(`${B}/bankaccounts/rules/${ruleId}`, { rule_name: 'Shapes rule 2' });
  await c.delete(`${B}/bankaccounts/rules/${ruleId}`);
  const transaction = await c.post(`${B}/banktransactions`, {
    account_id: bankId,
    date: '2024-07-02',
    amount: 20,
    debit_or_credit: 'debit',
    description: 'coffee',
  });
  const vendorTransaction = await c.post(`${B}/banktransactions`, {
    account_id: bankId,
    date: '2024-07-02',
    amount: 22,
    debit_or_credit: 'debit',
    transaction_type: 'expense',
    to_account_id: m.expenseAccount,
    vendor_id: m.vendorId,
    payment_mode: 'Check',
    bank_charges: 1,
    tax_id: m.taxId,
    reference_number: 'BT-1',
  });
  const vendorTransactionId = id(vendorTransaction.body, 'banktransaction', 'transaction_id');
  await c.get(`${B}/banktransactions/${vendorTransactionId}`);
  await c.put(`${B}/banktransactions/${vendorTransactionId}`, { payment_mode: 'Cash', bank_charges: 2 });
  // A statement line, as imported.
  await c.post(`${B}/bankstatements`, {
    account_id: bankId,
    start_date: '2024-09-01',
    end_date: '2024-09-30',
    transactions: [
      { transaction_id: 'SH-1', date: '2024-09-02', debit_or_credit: 'credit', amount: 15, payee: 'Client', description: 'Shapes', reference_number: 'SH-R' },
    ],
  });
  const statementLine = (await c.get(`${B}/banktransactions`, { account_id: bankId })).body?.banktransactions?.find(
    (t: any) => t.imported_transaction_id === 'SH-1',
  );
  await c.get(`${B}/banktransactions/${statementLine?.transaction_id}`);
  const transactionId = id(transaction.body, 'banktransaction', 'transaction_id');
  await c.get(`${B}/banktransactions`, { account_id: bankId });
  await c.get(`${B}/banktransactions/${transactionId}`);
  await c.put(`${B}/banktransactions/${transactionId}`, { amount: 21 });
  await c.post(`${B}/banktransactions/uncategorized/${transactionId}/categorize`, { transaction_type: 'expense', to_account_id: m.expenseAccount });
  await c.post(`${B}/banktransactions/${transactionId}/uncategorize`);

  const RC = `${B}/bankaccounts/${bankId}/reconciliations`;
  const reconciliation = await c.post(RC, { start_date: '2024-07-01', end_date: '2024-07-31', closing_balance: 0 });
  const reconciliationId = id(reconciliation.body, 'reconciliation', 'reconciliation_id');
  await c.get(RC);
  await c.get(`${RC}/${reconciliationId}`);
  await c.put(`${RC}/${reconciliationId}`, { closing_balance: -23 });
  await c.put(`${RC}/${reconciliationId}/draft`, { closing_balance: -23, transactions_to_be_reconciled: [{ transaction_id: vendorTransactionId }] });
  const attached = await c.upload('POST', `${RC}/${reconciliationId}/attachment`, [png('attachment')]);
  const documentId = attached.body?.documents?.[0]?.document_id;
  await c.get(`${RC}/${reconciliationId}/documents/${documentId}`);
  await c.delete(`${RC}/${reconciliationId}/documents/${documentId}`);
  return { reconciliationId, transactionId, vendorTransactionId };
}

/** Expenses with receipts, under /books/v3 and /erp/v3; returns the /books/v3 one (deleted at the end). */
async function expenses(c: RecordingClient, m: Made): Promise<string> {
  let kept = '';
  for (const P of [B, E]) {
    const expense = await c.post(`${P}/expenses`, {
      account_id: m.expenseAccount,
      paid_through_account_id: m.bankId,
      date: '2024-07-03',
      amount: 40,
      tax_id: m.taxId,
    });
    const expenseId = id(expense.body, 'expense', 'expense_id');
    await c.get(`${P}/expenses`, { filter_by: 'Status.All', sort_column: 'date' });
    await c.get(`${P}/expenses/${expenseId}`);
    await c.put(`${P}/expenses/${expenseId}`, { description: 'Shapes' });
    await c.get(`${P}/expenses/${expenseId}/comments`);
    await c.upload('POST', `${P}/expenses/${expenseId}/receipt`, [png('receipt')]);
    await c.get(`${P}/expenses/${expenseId}/receipt`);
    await c.delete(`${P}/expenses/${expenseId}/receipt`);
    if (P === B) kept = expenseId;
    else await c.delete(`${P}/expenses/${expenseId}`);
  }
  return kept;
}

/** Manual journals and account registers with their bulk actions. */
async function journalsAndRegisters(c: RecordingClient, m: Made): Promise<void> {
  const journal = (date: string) =>
    c.post(`${E}/journals`, {
      journal_date: date,
      location_id: m.locationId,
      line_items: [
        { account_id: m.expenseAccount, debit_or_credit: 'debit', amount: '10', customer_id: m.customerId, location_id: m.locationId },
        { account_id: m.bankId, debit_or_credit: 'credit', amount: '10' },
      ],
    });
  const first = await journal('2024-07-04');
  const second = await journal('2024-07-05');
  await c.get(`${E}/journals/${id(first.body, 'journal', 'journal_id')}`);
  const R = `${E}/registers/${m.bankId}`;
  await c.get(`${R}/transactions`);
  await c.get(`${R}/bulkupdate/editpage`);
  const updated = await c.put(`${R}/transactions/bulkupdate`, {
    transaction_ids: [id(first.body, 'journal', 'journal_id')],
    updated_field: 'description',
    updated_value: 'Shapes bulk',
    updated_reason: 'Shapes',
  });
  await c.put(`${R}/transactions/bulkdelete`, { transaction_ids: [id(second.body, 'journal', 'journal_id')] });
  await c.get(`${R}/bulkhistory`);
  await c.get(`${R}/bulkhistory/${id(updated.body, 'bulk_action', 'bulk_action_id')}`);
  await c.put(`${R}/budgets`, { fiscal_year: 2024, budgets: [{ month: '2024-07', amount: 50 }] });
  await c.get(`${R}/budgetvsactuals`, { fiscal_year: 2024 });
}

/** Inventory purchases: orders, receives and bills. */
async function purchases(c: RecordingClient, m: Made): Promise<void> {
  // A tax the order keeps (orders are documents: their taxes stay in use).
  const purchaseTax = id((await c.post(`${E}/settings/taxes`, { tax_name: 'Shapes Purchase VAT', tax_percentage: 5 })).body, 'tax', 'tax_id');
  const order = await c.post(`${I}/purchaseorders`, {
    vendor_id: m.vendorId,
    location_id: m.locationId,
    reference_number: 'PO-REF',
    delivery_date: '2031-01-10',
    attention: 'Purchasing',
    billing_address: { address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'USA', fax: '555-0100' },
    delivery_address: { address: '9 Dock Rd', city: 'Springfield', state: 'IL', zip: '62702', country: 'USA', fax: '555-0101' },
    delivery_customer_id: m.customerId,
    custom_fields: [{ customfield_id: '1', value: 'Shapes' }],
    contact_persons: [m.vendorPerson],
    ship_via: 'Freight',
    ship_via_id: '7001',
    notes: 'Shapes',
    terms: 'Net 30',
    discount: '5%',
    line_items: [{ item_id: m.itemId, quantity: 4, rate: 5, tax_id: purchaseTax, description: 'Shapes line', unit: 'pcs' }],
  });
  const orderId = id(order.body, 'purchase_order', 'purchaseorder_id');
  await c.get(`${I}/purchaseorders`);
  await c.get(`${I}/purchaseorders/${orderId}`);
  await c.put(`${I}/purchaseorders/${orderId}`, { reference_number: 'PO-SH' });
  await c.post(`${I}/purchaseorders/${orderId}/status/issued`);
  const ordered = await c.get(`${I}/purchaseorders/${orderId}`);
  const orderLine = ordered.body.purchase_order?.line_items?.[0]?.line_item_id;
  const receive = await c.post(
    `${I}/purchasereceives`,
    {
      date: '2024-07-05',
      custom_fields: [{ customfield_id: '2', value: 'Dock 3' }],
      billing_address: { address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'USA', fax: '555-0100' },
      shipping_address: { address: '9 Dock Rd', city: 'Springfield', state: 'IL', zip: '62702', country: 'USA', fax: '555-0101' },
      line_items: [{ line_item_id: orderLine, quantity: 1 }],
    },
    { purchaseorder_id: orderId },
  );
  const receiveId = id(receive.body, 'purchase_receive', 'receive_id');
  await c.get(`${I}/purchasereceives/${receiveId}`);
  await c.put(`${I}/purchasereceives/${receiveId}`, { notes: 'Shapes' });
  // A bill of the received unit from the order, on the Books wire (README "Bills from purchase orders").
  const fromOrder = await c.post(`${B}/bills`, {
    vendor_id: m.vendorId,
    bill_number: 'SH-PO-1',
    date: '2024-07-06',
    purchaseorder_ids: [orderId],
    line_items: [{ item_id: m.itemId, purchaseorder_item_id: orderLine, quantity: 1, rate: 5 }],
  });
  const fromOrderId = id(fromOrder.body, 'bill', 'bill_id');
  await c.get(`${B}/bills/${fromOrderId}`);
  await c.put(`${B}/bills/${fromOrderId}`, {
    purchaseorder_ids: [orderId],
    line_items: [{ item_id: m.itemId, purchaseorder_item_id: orderLine, quantity: 1, rate: 6 }],
  });
  await c.get(`${I}/purchaseorders/${orderId}`);
  await c.delete(`${B}/bills/${fromOrderId}`);
  const billed = await c.post(`${I}/purchasereceives/${receiveId}/bills`, { bill_number: 'SH-B1', date: '2024-07-06', due_date: '2024-08-06', total: 5.5 });
  // Read and changed once a receive and a bill exist: the order answers them.
  await c.get(`${I}/purchaseorders/${orderId}`);
  await c.get(`${I}/purchaseorders`);
  await c.put(`${I}/purchaseorders/${orderId}`, { notes: 'Shapes, received in part' });
  const billId = billed.body?.purchase_receive?.bills?.[0]?.bill_id;
  await c.delete(`${I}/purchasereceives/${receiveId}/bills/${billId}`);
  await c.delete(`${I}/purchasereceives/${receiveId}`);
  await c.post(`${I}/purchaseorders/${orderId}/status/cancelled`);
  const spareOrder = await c.post(`${I}/purchaseorders`, { vendor_id: m.vendorId, line_items: [{ item_id: m.itemId, quantity: 1, rate: 5 }] });
  await c.delete(`${I}/purchaseorders/${id(spareOrder.body, 'purchase_order', 'purchaseorder_id')}`);
}

/** Touches the routes with shape entries, module by module, in an order where each finds what it needs. */
async function scenario(c: RecordingClient, invitee: string, generate: () => Promise<unknown>): Promise<void> {
  const m = { invitee, generate } as Made;
  await organizations(c, m);
  const accountId = await chartOfAccounts(c, m);
  await contacts(c, m);
  await items(c, m);
  await pricebooks(c, m);
  await taxes(c, m);
  await invoices(c, m);
  const profileId = await recurringInvoices(c, m);
  const retainerId = await retainerInvoices(c, m);
  const estimateId = await estimates(c, m);
  const salesorderId = await salesOrders(c, m);
  await customerPayments(c, m);
  await salesReceipts(c, m);
  const bank = await banking(c, m);
  await creditNotes(c, m);
  await bills(c, m);
  await vendorPayments(c, m);
  await vendorCredits(c, m);
  const expenseId = await expenses(c, m);
  await recurringPurchases(c, m);
  await journalsAndRegisters(c, m);
  await purchases(c, m);

  // Deletes, last.
  await c.delete(`${B}/bankaccounts/${m.bankId}/reconciliations/${bank.reconciliationId}`);
  await c.delete(`${B}/banktransactions/${bank.transactionId}`);
  await c.delete(`${B}/banktransactions/${bank.vendorTransactionId}`);
  await c.delete(`${B}/expenses/${expenseId}`);
  await c.delete(`${B}/recurringinvoices/${profileId}`);
  await c.delete(`${B}/retainerinvoices/${retainerId}`);
  await c.delete(`${B}/estimates/${estimateId}`);
  await c.delete(`${B}/salesorders/${salesorderId}`);
  await c.delete(`${E}/settings/taxes/${m.taxId}`);
  await c.delete(`${B}/chartofaccounts/${accountId}`);
  const spareContact = await c.post(`${B}/contacts`, { contact_name: 'Shapes Spare' });
  await c.delete(`${B}/contacts/${id(spareContact.body, 'contact', 'contact_id')}`);
  const spareBank = await c.post(`${B}/bankaccounts`, { account_name: 'Shapes Spare Bank', account_type: 'bank' });
  await c.delete(`${B}/bankaccounts/${id(spareBank.body, 'bankaccount', 'account_id')}`);
}

interface Figures {
  keys: number;
  present: number;
  /** Keys absent for a reason of `ABSENT_REASONS`: a feature Kontor does not have. */
  outside: number;
  compared: number;
  matched: number;
}

const noFigures = (): Figures => ({ keys: 0, present: 0, outside: 0, compared: 0, matched: 0 });

const share = (part: number, whole: number) => (whole ? part / whole : 1);
const percent = (part: number, whole: number) => `${(100 * share(part, whole)).toFixed(1)}%`;
/** Keys present of the keys of features Kontor has (those absent for a reason left out). */
const featureKeys = (f: Figures) => `${f.present}/${f.keys - f.outside} (${percent(f.present, f.keys - f.outside)})`;
const figuresLine = (f: Figures) =>
  `keys present ${f.present}/${f.keys} (${percent(f.present, f.keys)}), of Kontor's features ${featureKeys(f)}, types matched ${f.matched}/${f.compared} (${percent(f.matched, f.compared)})`;

/** A key's path without its envelope key (`contact.contact_persons[].skype` → `contact_persons[].skype`). */
const fieldPath = (key: string) => key.replace(/^[^.]+\./, '');

const NOT_YET_BUILT = 'not yet built';

function reasonOf(resource: string, path: string): string {
  return ABSENT_REASONS.find(([pattern]) => pattern.test(`${resource}.${path}`))?.[1] ?? NOT_YET_BUILT;
}

/** The report's list of absent keys: per resource, per reason, sorted. */
function absentSection(absent: Map<string, Set<string>>): string {
  const out: string[] = ['## Absent keys', ''];
  for (const [resource, paths] of [...absent].sort(([a], [b]) => a.localeCompare(b))) {
    if (!paths.size) continue;
    out.push(`### ${resource}`, '');
    const byReason = new Map<string, string[]>();
    for (const path of [...paths].sort()) {
      const reason = reasonOf(resource, path);
      byReason.set(reason, [...(byReason.get(reason) ?? []), path]);
    }
    for (const [reason, list] of [...byReason].sort(([a], [b]) => a.localeCompare(b))) out.push(`- **${reason}** — ${list.map((p) => `\`${p}\``).join(', ')}`);
    out.push('');
  }
  return out.join('\n');
}

describe('the family response shapes', () => {
  it('answers every routed operation with a shape entry as the family does', async () => {
    await scenario(client, (await platform.user()).email, () => platform.app.runtime.jobs.runNow(generateRecurringInvoices, {}, platform.app.runtime));
    const tallies = new Map<string, ShapeTally>();
    /** Operations answering a file (a PDF, an attachment): exercised, their JSON shape not compared. */
    const files = new Map<string, Set<number>>();
    const failed = new Map<string, string>();
    /** Keys of list entries the family's list shape does not have (a list answers summaries: gateway/rest/list-shapes.json). */
    const beyondList = new Set<string>();
    for (const { template, method, response } of client.answers) {
      const key = familyKey(method, template);
      const family = key ? FAMILY_SHAPES[key] : undefined;
      if (!family?.shape) continue;
      const name = `${method} ${template}`;
      const entryKeys = listEntryKeys(method, template);
      for (const value of entryKeys && response.status < 300 ? Object.values(response.body as Record<string, unknown>) : [])
        if (Array.isArray(value))
          for (const entry of value) for (const field of Object.keys(entry ?? {})) if (!Object.hasOwn(entryKeys!, field)) beyondList.add(`${name}: ${field}`);
      if (response.status >= 300) {
        failed.set(name, `${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        continue;
      }
      if (!response.headers.get('content-type')?.includes('application/json')) {
        files.set(name, (files.get(name) ?? new Set()).add(response.status));
        continue;
      }
      const tally = tallies.get(name) ?? newTally();
      tally.statuses.add(response.status);
      tallyShape(family.shape, response.body, tally);
      tallies.set(name, tally);
    }
    const routed = routedWithShapes();
    const overall = noFigures();
    const perResource = new Map<string, Figures>();
    const absent = new Map<string, Set<string>>();
    const lines: string[] = [];
    const statusDiffers: string[] = [];
    for (const [name, statuses] of files) {
      const family = FAMILY_SHAPES[routed.get(name)!];
      if (!statuses.has(family.status)) statusDiffers.push(`${name}: ${[...statuses]} sent, ${family.status} expected`);
    }
    for (const [name, tally] of [...tallies].sort()) {
      const family = FAMILY_SHAPES[routed.get(name)!];
      const resource = resourceOf(name.split(' ')[1]);
      const figures = perResource.get(resource) ?? noFigures();
      const missing = [...tally.keys].filter((k) => !tally.present.has(k));
      const outside = missing.filter((k) => reasonOf(resource, fieldPath(k)) !== NOT_YET_BUILT).length;
      for (const f of [overall, figures]) {
        f.keys += tally.keys.size;
        f.present += tally.present.size;
        f.outside += outside;
        f.compared += tally.compared.size;
        f.matched += tally.compared.size - tally.mismatched.size;
      }
      perResource.set(resource, figures);
      if (!tally.statuses.has(family.status)) statusDiffers.push(`${name}: ${[...tally.statuses]} sent, ${family.status} expected`);
      const paths = absent.get(resource) ?? new Set();
      for (const k of missing) paths.add(fieldPath(k));
      absent.set(resource, paths);
      lines.push(
        `${name}: keys ${tally.present.size}/${tally.keys.size}, types ${tally.compared.size - tally.mismatched.size}/${tally.compared.size}` +
          (missing.length ? `\n    missing: ${missing.slice(0, 25).join(', ')}${missing.length > 25 ? ` … (${missing.length})` : ''}` : '') +
          (tally.mismatched.size
            ? `\n    types: ${[...tally.mismatched]
                .slice(0, 25)
                .map(([k, v]) => `${k} (${v})`)
                .join(', ')}`
            : ''),
      );
    }
    const resources = [...perResource].sort(([a], [b]) => a.localeCompare(b));
    const untouched = [...routed.keys()].filter((name) => !tallies.has(name) && !files.has(name) && !failed.has(name));
    const answered = tallies.size + files.size;
    console.log(
      [
        `family shapes: ${answered} of ${routed.size} routed operations with a shape answered (${files.size} with a file); ${failed.size} failed in the scenario; ${untouched.length} not exercised`,
        `overall: ${figuresLine(overall)}`,
        ...resources.map(([resource, f]) => `  ${resource}: ${figuresLine(f)}`),
        ...lines,
        ...[...files.keys()].sort().map((name) => `${name}: a file`),
        ...[...failed].map(([name, why]) => `FAILED ${name}: ${why}`),
        ...untouched.map((name) => `NOT EXERCISED ${name}${NOT_EXERCISABLE[name] ? ` (${NOT_EXERCISABLE[name]})` : ''}`),
      ].join('\n'),
    );

    // The report of absent keys: rewritten on request, otherwise checked.
    const section = absentSection(absent);
    if (process.env.UPDATE_SHAPES_REPORT) {
      writeFileSync(
        REPORT,
        [
          '# Family response shapes: what Kontor answers',
          '',
          'Written by `test/contract/family-shapes.test.ts` (`UPDATE_SHAPES_REPORT=1 npx vitest run test/contract/family-shapes.test.ts`),',
          'which compares the answers of a scenario touching every routed operation with a shape entry in',
          '`../shared/spec/family-response-shapes.json`. Figures when the report was written:',
          '',
          "| resource | keys present | keys present of Kontor's features | types matched |",
          '|---|---|---|---|',
          ...[...resources, ['**overall**', overall] as const].map(
            ([r, f]) =>
              `| ${r} | ${f.present}/${f.keys} (${percent(f.present, f.keys)}) | ${featureKeys(f)} | ${f.matched}/${f.compared} (${percent(f.matched, f.compared)}) |`,
          ),
          '',
          'Keys of Kontor\'s features leave out the keys absent for a reason below other than "not yet built": keys of features Kontor does not have.',
          '',
          `Operations answering a file (a PDF, an attachment) are exercised but not compared: their published shape is the JSON envelope (\`code\`, \`message\`) and the answer is the file.`,
          '',
          'The keys of the shapes that an answer of the scenario lacks (a key is listed when one operation of its',
          'resource lacks it), per resource, by reason (the reasons',
          'are the test\'s `ABSENT_REASONS`; a key without one is "not yet built"). Paths omit the envelope key',
          '(`contact_persons[].skype` is `contact.contact_persons[].skype` and `contacts[].contact_persons[].skype`).',
          '',
          section,
        ].join('\n'),
      );
    } else {
      const committed = readFileSync(REPORT, 'utf8');
      expect(committed.slice(committed.indexOf('## Absent keys')).trim(), 'docs/family-shapes-report.md is current (UPDATE_SHAPES_REPORT=1 rewrites it)').toBe(
        section.trim(),
      );
    }

    expect(statusDiffers, 'success statuses as the family publishes them').toEqual([]);
    expect([...beyondList], "list entries answer only the keys of the family's list shape").toEqual([]);
    expect([...failed.keys()], 'scenario operations that failed').toEqual([]);
    expect(
      untouched.filter((name) => !NOT_EXERCISABLE[name]),
      'routed operations with a shape the scenario does not exercise',
    ).toEqual([]);
    // Floors just below the figures reached, so a change that loses keys or types fails here.
    expect(share(overall.present, overall.keys), `keys present ${overall.present}/${overall.keys}`).toBeGreaterThanOrEqual(KEYS_PRESENT_FLOOR);
    expect(share(overall.matched, overall.compared), `types matched ${overall.matched}/${overall.compared}`).toBeGreaterThanOrEqual(TYPES_MATCHED_FLOOR);
    const unbuilt = [...absent].flatMap(([resource, paths]) =>
      [...paths].filter((path) => reasonOf(resource, path) === NOT_YET_BUILT).map((path) => `${resource}.${path}`),
    );
    expect(unbuilt, "keys of Kontor's features absent (a key of a feature Kontor does not have needs its reason in ABSENT_REASONS)").toEqual([]);
  });
});
