import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { createNetwork, listNetworks, rotateApplicationKey } from '@/lib/services/networks';
import { createUser, rotateApiKey } from '@/lib/services/users';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/password';
import { USER_ROLES } from '@/lib/schemas/enums';
import { isAppError } from '@/lib/errors';
import { EcbXmlError, importEcbRates } from '@/lib/services/exchange-rates';
import { config } from '@/lib/config';
import { BackupRefusal, backupDatabase, restoreDatabase } from './backup';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-network --name NAME --email EMAIL --password PASSWORD [--auto-approve] [--json]
      A network, its application key, and a staff user who can also sign in to the console.
  create-user --network-id ID --role network|brand|partner --email EMAIL [--user-name NAME]
              [--password PASSWORD] [--brand-ids 1,2] [--partner-id ID] [--json]
  rotate-api-key --user-id ID [--json]
  rotate-application-key --network-id ID [--json]
      A new application key for the network; the old one stops working at once.
  list-networks [--json]
  backup FILE [--json]
      PostgreSQL: pg_dump's custom format. Embedded database: its data directory, gzipped
      (stop the server first).
  restore FILE [--force] [--json]
      Into an empty database (or a new DATA_DIR); --force replaces what is there
      (PostgreSQL: the backup's objects are dropped first; PGlite: the directory is moved aside).
  rates import FILE --network-id ID [--json]
      Imports an ECB euro reference-rate XML file (eurofxref-daily.xml or eurofxref-hist.xml)
      into the network's exchange rates: all of it or nothing; importing it again changes nothing.

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (default ./.data).
Backups: docs/backups.md.`;

class UsageError extends Error {}

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`);
const id = z.coerce.number().int().positive();

const schemas = {
  'create-network': z.object({
    name: z.string().trim().min(1, 'name is required'),
    email: z.email('email must be a valid e-mail address'),
    password,
    'auto-approve': z.boolean().optional(),
  }),
  'create-user': z.object({
    'network-id': id,
    role: z.enum(USER_ROLES),
    email: z.email('email must be a valid e-mail address'),
    'user-name': z.string().min(1).optional(),
    password: password.optional(),
    'brand-ids': z
      .string()
      .regex(/^\d+(,\d+)*$/, 'brand-ids must be a comma-separated list of ids')
      .transform((s) => s.split(',').map(Number))
      .optional(),
    'partner-id': id.optional(),
  }),
  'rotate-api-key': z.object({ 'user-id': id }),
  'rotate-application-key': z.object({ 'network-id': id }),
  'list-networks': z.object({}),
  backup: z.object({}),
  restore: z.object({ force: z.boolean().optional() }),
  'rates import': z.object({ 'network-id': id }),
} as const;
type Command = keyof typeof schemas;
/** Commands that take one FILE argument. */
const FILE_COMMANDS = new Set<Command>(['backup', 'restore', 'rates import']);
/** Commands that work on the database's files, not through the app. */
const DATABASE_FILE_COMMANDS = new Set<Command>(['backup', 'restore']);

function parse(argv: string[]) {
  const [first, ...afterFirst] = argv;
  // Two-word commands ("rates import") take their one positional argument after the words.
  const twoWords = first === 'rates' ? `${first} ${afterFirst[0] ?? ''}` : undefined;
  const command = twoWords ?? first;
  const rest = twoWords ? afterFirst.slice(1) : afterFirst;
  if (!command || !(command in schemas))
    throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
  let values: Record<string, unknown>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'auto-approve': { type: 'boolean' },
        json: { type: 'boolean' },
        'network-id': { type: 'string' },
        role: { type: 'string' },
        'user-name': { type: 'string' },
        'brand-ids': { type: 'string' },
        'partner-id': { type: 'string' },
        'user-id': { type: 'string' },
        force: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const fileCommand = FILE_COMMANDS.has(command as Command);
  if (fileCommand && positionals.length !== 1)
    throw new UsageError(`${command} takes one FILE argument`);
  if (!fileCommand && positionals.length)
    throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const { json, ...options } = values;
  const parsed = schemas[command as Command].safeParse(options);
  if (!parsed.success)
    throw new UsageError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('\n'),
    );
  return {
    command: command as Command,
    options: parsed.data as Record<string, unknown>,
    file: positionals[0],
    json: Boolean(json),
  };
}

async function run(
  handle: DbHandle,
  command: Command,
  o: Record<string, unknown>,
  file: string | undefined,
) {
  const db = handle.db;
  switch (command) {
    case 'create-network': {
      const created = await createNetwork(db, {
        name: o.name as string,
        email: o.email as string,
        password: o.password as string,
        autoApprovePartners: Boolean(o['auto-approve']),
      });
      return {
        network_id: created.networkId,
        application_key: created.applicationKey,
        user_id: created.userId,
        user_api_key: created.userApiKey,
      };
    }
    case 'create-user': {
      const created = await createUser(db, {
        networkId: o['network-id'] as number,
        role: o.role as (typeof USER_ROLES)[number],
        email: o.email as string,
        userName: (o['user-name'] as string | undefined) ?? (o.email as string),
        password: o.password as string | undefined,
        brandIds: o['brand-ids'] as number[] | undefined,
        partnerId: o['partner-id'] as number | undefined,
      });
      return { user_id: created.userId, user_api_key: created.userApiKey };
    }
    case 'rotate-api-key': {
      const userId = o['user-id'] as number;
      return { user_id: userId, user_api_key: await rotateApiKey(db, userId) };
    }
    case 'rotate-application-key': {
      const networkId = o['network-id'] as number;
      return { network_id: networkId, application_key: await rotateApplicationKey(db, networkId) };
    }
    case 'list-networks':
      return (await listNetworks(db)).map((n) => ({
        network_id: n.id,
        name: n.name,
        application_key_prefix: n.applicationKeyPrefix,
      }));
    case 'rates import': {
      const summary = await importEcbRates(
        db,
        o['network-id'] as number,
        await readFile(file!, 'utf8'),
      );
      return {
        rates: summary.rates,
        dates: summary.dates,
        first_date: summary.firstDate,
        last_date: summary.lastDate,
        changed: summary.changed,
      };
    }
    case 'backup':
    case 'restore':
      throw new UsageError(`${command} does not open the database`);
  }
}

function report(error: unknown): void {
  const message =
    error instanceof UsageError || error instanceof BackupRefusal || error instanceof EcbXmlError
      ? error.message
      : isAppError(error)
        ? error.fields.map((f) => f.message).join('\n') || error.message
        : error instanceof Error
          ? error.message
          : String(error);
  process.stderr.write(`${message}\n`);
  process.exitCode =
    error instanceof UsageError ||
    error instanceof BackupRefusal ||
    error instanceof EcbXmlError ||
    isAppError(error)
      ? 2
      : 1;
}

/** backup and restore: on the database's files, without opening (and migrating) it first. */
function runFileCommand(command: Command, file: string, options: Record<string, unknown>) {
  const database = config().database;
  return command === 'backup'
    ? backupDatabase(database, file)
    : restoreDatabase(database, file, { force: Boolean(options.force) });
}

async function main() {
  let parsed;
  try {
    parsed = parse(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  const print = (result: unknown) =>
    process.stdout.write(
      parsed.json ? `${JSON.stringify(result)}\n` : `${JSON.stringify(result, null, 2)}\n`,
    );
  if (DATABASE_FILE_COMMANDS.has(parsed.command)) {
    try {
      print(await runFileCommand(parsed.command, parsed.file!, parsed.options));
    } catch (error) {
      report(error);
    }
    return;
  }
  let handle: DbHandle;
  try {
    handle = await openDatabase();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  try {
    print(await run(handle, parsed.command, parsed.options, parsed.file));
  } catch (error) {
    report(error);
  } finally {
    await handle.close();
  }
}

await main();
