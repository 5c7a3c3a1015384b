// What `kontor` answers without running anything: the usage, each command's help, the
// version. Plain JavaScript, so bin/kontor.js answers these before starting the TypeScript
// loader (which costs more than the rest of a help run).
import { readFileSync } from 'node:fs';

const ENVIRONMENT = `Environment:
  PORT                   HTTP port of serve and gateway (default 4000)
  HOST                   address to listen on (default 0.0.0.0; a subgraph 127.0.0.1)
  DATA_DIR               data directory: PGlite in DATA_DIR/pglite (default ./.data)
  DATABASE_URL           postgres://... to use PostgreSQL instead of PGlite
  DATABASE_POOL_SIZE     PostgreSQL connections a process keeps for requests (default 10)
  BLOB_STORE             where files go: directory (default), s3 or postgres
  BLOB_DIR               attachments and exports with BLOB_STORE=directory (default DATA_DIR/blobs)
  S3_BUCKET, S3_PREFIX   BLOB_STORE=s3: the bucket and a key prefix; credentials and region from
                         AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION (or AWS_PROFILE, ...)
  S3_ENDPOINT            an S3-compatible server's URL; S3_FORCE_PATH_STYLE=true for most of them
  S3_PART_MB             uploads larger than this go up in parts of this size (default 8, least 5)
  PUBLIC_URL             base URL clients reach the server at (api_domain of token responses)
  LOG_LEVEL              pino log level (default info)
  METRICS_PORT           also serve GET /metrics without a token on this port (default: only with a Kontor.metrics.READ token)
  METRICS_HOST           address of the METRICS_PORT listener (default 127.0.0.1)
  OTEL_EXPORTER_OTLP_ENDPOINT  OpenTelemetry collector: traces go by OTLP/HTTP to <endpoint>/v1/traces (default: no tracing)
  OTEL_SERVICE_NAME      service.name of this process's spans (default kontor-serve, kontor-gateway, kontor-<subgraph>)
  KONTOR_PASSWORD        bootstrap's password, when it should not appear on the command line
  KONTOR_INTERNAL_SECRET secret shared by gateway and subgraph processes (distributed mode)
  KONTOR_SECRET_KEY      key sealing secrets at rest (64 hex); default DATA_DIR/secret.key, made on first start
  KONTOR_SECRET_KEY_PREVIOUS  the key being rotated away from: read, never written with
`;

const COMMANDS = {
  serve: {
    synopsis: 'serve [--port N]',
    summary: 'gateway and all subgraphs in one process',
    help: `Usage: kontor serve [--port N] [--credentials FILE]

The gateway and all seven subgraphs in one process, working every module's jobs. Data in
PGlite under DATA_DIR (default ./.data), or in PostgreSQL when DATABASE_URL is set; the
migrations are applied at start. PGlite belongs to one process: serve holds DATA_DIR while
it runs.

The first start of an empty platform (no user yet) creates the administrator admin@localhost
with a generated password and an OAuth client, and writes them to FILE (default
DATA_DIR/credentials.json, readable by you only).

Options:
  --port N            HTTP port (default PORT, or 4000); 0 picks a free one
  --credentials FILE  where the first start writes the administrator's credentials
`,
  },
  subgraph: {
    synopsis: 'subgraph <name> --port N',
    summary: 'one subgraph alone (needs DATABASE_URL and KONTOR_INTERNAL_SECRET)',
    help: `Usage: kontor subgraph <name> --port N

One subgraph as its own process, working its module's jobs, for the distributed topology:
name is one of accounting, erp, inventory, expense, billing, analytics, messaging. Needs
DATABASE_URL (the PostgreSQL database every process shares) and KONTOR_INTERNAL_SECRET (the
secret the gateway signs identities with). Listens on 127.0.0.1 unless HOST says otherwise.

Options:
  --port N   HTTP port; 0 picks a free one (the address bound is printed)
`,
  },
  gateway: {
    synopsis: 'gateway --subgraph name=url',
    summary: 'the gateway alone, one --subgraph per module (or --subgraphs file.json)',
    help: `Usage: kontor gateway [--port N] --subgraph name=url... | --subgraphs FILE

The gateway alone, in front of subgraph processes: it checks tokens and memberships, plans
each request and forwards signed identities. Needs a URL for every module, DATABASE_URL and
KONTOR_INTERNAL_SECRET.

Options:
  --port N             HTTP port (default PORT, or 4000); 0 picks a free one
  --subgraph name=url  a subgraph's GraphQL URL, once per module
  --subgraphs FILE     a JSON object {"accounting": "http://.../graphql", ...}; --subgraph overrides it
`,
  },
  bootstrap: {
    synopsis: 'bootstrap --email E [options]',
    summary: 'create (or find) a user and give it a new OAuth client; prints its credentials',
    help: `Usage: kontor bootstrap --email E [--password P] [--name N] [--redirect-uri U]... [--json] [--out FILE]

Creates the user with this email, or finds it, and gives it a new OAuth client and a refresh
token with full access; prints client_id, client_secret, refresh_token and user_id. Running
it again for the same email adds a client, never a second user. On PostgreSQL it runs at any
time; with PGlite only while no server holds DATA_DIR.

Options:
  --email E           the user's email address
  --password P        sets the user's password (or KONTOR_PASSWORD), for signing in in a browser
  --name N            the user's name (default: the email's local part)
  --redirect-uri U    a redirect URI of the new client (authorization-code flow), repeatable
  --json              one line of JSON instead of name: value lines
  --out FILE          write the credentials (JSON, readable by you only) to FILE, not stdout
`,
  },
  secrets: {
    synopsis: 'secrets rekey',
    summary: 'seal every stored secret again under KONTOR_SECRET_KEY (key rotation)',
    help: `Usage: kontor secrets rekey

Re-encrypts every sealed column of every module (relay passwords, callback secrets, ...) under
the current key, KONTOR_SECRET_KEY (else DATA_DIR/secret.key), opening each value with it or
with KONTOR_SECRET_KEY_PREVIOUS, which is required. One transaction: a value neither key opens
stops the rekey and nothing changes. On PostgreSQL it runs at any time; with PGlite only while
no server holds DATA_DIR. Rotation: start every process with the new KONTOR_SECRET_KEY and the
old one as KONTOR_SECRET_KEY_PREVIOUS, run this, then drop KONTOR_SECRET_KEY_PREVIOUS.
`,
  },
  backup: {
    synopsis: 'backup --out FILE',
    summary: 'the database and every stored file in one archive, with a manifest to check',
    help: `Usage: kontor backup --out FILE

Writes one tar archive: the database (PostgreSQL: pg_dump, which must be on PATH, of the
server's major version or newer; PGlite: its data directory), every stored file from the
BLOB_STORE (directory or s3; with postgres the files are in the database), and a manifest
with the rows of every table, each organization's trial balance totals and every file's
SHA-256. All of it is read in one snapshot. On PostgreSQL it runs while the platform serves
(deleting a file waits until it is copied); with PGlite only while no server holds DATA_DIR.
The secret key (KONTOR_SECRET_KEY or DATA_DIR/secret.key) is not in the archive: keep it apart.

Options:
  --out FILE   the archive to write (a new file: never over an existing one)
`,
  },
  restore: {
    synopsis: 'restore --in FILE',
    summary: 'a backup into an empty installation, checked against its manifest',
    help: `Usage: kontor restore --in FILE

Restores an archive of kontor backup into an empty installation: an empty PostgreSQL
database (DATABASE_URL; pg_restore must be on PATH) or a DATA_DIR without a database, and an
empty BLOB_DIR (or the BLOB_STORE configured). A backup of PostgreSQL restores into
PostgreSQL, one of PGlite into PGlite. Then it checks the rows of every table, each
organization's trial balance and the SHA-256 of every file against the manifest, and fails
naming each difference. With PGlite only while no server holds DATA_DIR. Start the restored
installation with the secret key of the one backed up.

Options:
  --in FILE    the archive kontor backup wrote
`,
  },
  help: {
    synopsis: 'help [command]',
    summary: "this text, or a command's options (also kontor <command> --help)",
    help: `Usage: kontor help [command]

Prints the usage, or the help of one command (the same as kontor <command> --help).
`,
  },
  version: {
    synopsis: 'version',
    summary: 'the version of Kontor (also kontor --version)',
    help: `Usage: kontor version

Prints the version of Kontor (the same as kontor --version).
`,
  },
};

const USAGE = `Usage: kontor <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([, { synopsis, summary }]) => `  ${synopsis.padEnd(30)} ${summary}`)
  .join('\n')}

Each command's options: kontor <command> --help.

${ENVIRONMENT}
Examples:
  npx kontor serve
  npx kontor bootstrap --email admin@example.com --password 's3cret' --json
`;

const version = () => JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

/**
 * What `kontor <argv>` answers without running a command, with its exit code; undefined when
 * argv names a command to run.
 */
export function answerOf(argv) {
  const [command, ...rest] = argv;
  const out = (text) => ({ stdout: text, stderr: '', code: 0 });
  const error = (text) => ({ stdout: '', stderr: text, code: 1 });
  if (command === undefined) return error(USAGE);
  if (command === '--help' || command === '-h') return out(USAGE);
  if (command === '--version') return out(`kontor ${version()}\n`);
  if (!Object.hasOwn(COMMANDS, command)) return error(`kontor: unknown command "${command}"\n\n${USAGE}`);
  if (rest.includes('--help') || rest.includes('-h')) return out(COMMANDS[command].help);
  if (command === 'version') return out(`kontor ${version()}\n`);
  if (command === 'help') {
    const topic = rest[0];
    if (topic === undefined) return out(USAGE);
    return Object.hasOwn(COMMANDS, topic) ? out(COMMANDS[topic].help) : error(`kontor: unknown command "${topic}"\n\n${USAGE}`);
  }
  return undefined;
}
