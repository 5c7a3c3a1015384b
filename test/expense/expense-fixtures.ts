import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { Client, type Platform, type Response } from '../helpers/platform.ts';

export const HEADER = 'X-com-svc-expense-organizationid';

/** A client of /expense/v1 for one organization, which it names in the module's header. */
export class ExpenseClient {
  private readonly http: Client;
  constructor(
    client: Client,
    readonly organizationId: string,
  ) {
    this.http = new Client(client.baseUrl, client.token);
  }
  private call(method: string, path: string, body?: unknown, query?: Record<string, string | number | boolean>) {
    return this.http.request(method, `/expense/v1${path}`, { body, query, headers: { [HEADER]: this.organizationId } });
  }
  get = (path: string, query?: Record<string, string | number | boolean>) => this.call('GET', path, undefined, query);
  post = (path: string, body?: unknown, query?: Record<string, string | number | boolean>) => this.call('POST', path, body ?? {}, query);
  put = (path: string, body?: unknown) => this.call('PUT', path, body ?? {});
  delete = (path: string, query?: Record<string, string | number | boolean>) => this.call('DELETE', path, undefined, query);
  /** A multipart request (receipts). */
  async form(method: string, path: string, form: FormData) {
    const res = await fetch(new URL(`/expense/v1${path}`, this.http.baseUrl), {
      method,
      headers: { authorization: `Svc-oauthtoken ${this.http.token}`, [HEADER]: this.organizationId },
      body: form,
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers, method, path };
  }
}

export interface Team {
  organizationId: string;
  books: Client;
  admin: ExpenseClient;
  adminId: string;
  /** Another member: a submitter. */
  employee: ExpenseClient;
  employeeId: string;
  /** An approver (role set through PUT /users/{id}). */
  approver: ExpenseClient;
  approverId: string;
}

async function member(platform: Platform, books: Client, organizationId: string, role: string) {
  const user = await platform.user();
  const invited = await books.post('/books/v3/users', { email: user.email, role });
  if (invited.status !== 200) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  return { client: new ExpenseClient(user.client, organizationId), userId: user.userId };
}

/** An organization with an admin, an employee (submitter) whose approver is set, and that approver. */
export async function team(platform: Platform, options: { approvalLimit?: number | null; organization?: Record<string, unknown> } = {}): Promise<Team> {
  const { client: books, userId: adminId, organizationId } = await platform.tenant({ organization: options.organization });
  const admin = new ExpenseClient(books, organizationId);
  const employee = await member(platform, books, organizationId, 'submitter');
  const approver = await member(platform, books, organizationId, 'staff');
  const role = await admin.put(`/users/${approver.userId}`, { role: 'approver', approval_limit: options.approvalLimit ?? null });
  if (role.status !== 200) throw new Error(`role failed: ${JSON.stringify(role.body)}`);
  const chain = await admin.put(`/users/${employee.userId}`, { approver_id: approver.userId, employee_number: 'E-7', department_name: 'Sales' });
  if (chain.status !== 200) throw new Error(`approver failed: ${JSON.stringify(chain.body)}`);
  return {
    organizationId,
    books,
    admin,
    adminId,
    employee: employee.client,
    employeeId: employee.userId,
    approver: approver.client,
    approverId: approver.userId,
  };
}

export async function accountId(books: Client, name: string): Promise<string> {
  const res = await books.get('/books/v3/chartofaccounts');
  const account = res.body.chartofaccounts.find((a: any) => a.account_name === name);
  if (!account) throw new Error(`no account ${name}`);
  return account.account_id;
}

export async function category(admin: ExpenseClient, name: string, accountId: string) {
  const res = await admin.post('/expensecategories', { category_name: name, account_id: accountId });
  if (res.status !== 201) throw new Error(`category failed: ${JSON.stringify(res.body)}`);
  return res.body.expense_category;
}

export async function expense(client: ExpenseClient, body: Record<string, unknown>) {
  const res = await client.post('/expenses', { date: '2024-05-02', ...body });
  if (res.status !== 201) throw new Error(`expense failed: ${JSON.stringify(res.body)}`);
  return res.body.expense;
}

export async function report(client: ExpenseClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/expensereports', { report_name: 'May travel', ...body });
  if (res.status !== 201) throw new Error(`report failed: ${JSON.stringify(res.body)}`);
  return res.body.expense_report;
}

export async function ok(promise: Promise<Response>, status = 200) {
  const res = await promise;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function balanceOf(platform: Platform, organizationId: string, systemKey: string): Promise<string> {
  const [account] = await findAccounts(platform.database.db, organizationId, { systemKeys: [systemKey] });
  return (await accountBalances(platform.database.db, organizationId, [account.id])).get(account.id)!.balance;
}

export async function balanceOfId(platform: Platform, organizationId: string, id: string): Promise<string> {
  return (await accountBalances(platform.database.db, organizationId, [id])).get(id)!.balance;
}

export async function trial(platform: Platform, organizationId: string) {
  return trialBalance(platform.database.db, organizationId);
}
