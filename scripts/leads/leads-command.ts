/**
 * The commands of `npm run leads` (scripts/leads.ts): the operator's view of lead capture. Uses the server's
 * database settings (DATABASE_URL, or the embedded database under DATA_DIR, through the running server when there
 * is one).
 */
import { constants, setPriority } from "node:os";
import { parseArgs } from "node:util";
import type { DatabaseConnection } from "#server/db/database.ts";

const USAGE = `Usage: npm run leads -- <command> [options]

Commands:
  export [--since DATE] [--format csv|json] [--include-spam]
      Print stored leads, oldest first, to standard output (default JSON). Spam (honeypot) leads are left out
      unless --include-spam. DATE is anything like 2026-01-31 or 2026-01-31T09:00:00Z.
  delete --email ADDRESS
      Delete every lead sent with ADDRESS (any letter case) and its delivery jobs, for a deletion request.
  outbox [--retry-dead] [--retry-failed] [--retry JOB_ID ...]
      List deliveries not yet made (pending, dead and failed), with attempts, next attempt and last error.
      A dead job ran out of attempts; a failed one was refused by its recipient (HubSpot) and is not retried.
      --retry-dead or --retry-failed gives every such job a fresh start; --retry does so for the named jobs.

The database is the server's: DATABASE_URL, or the embedded one under DATA_DIR (default ./data), which the
command reaches through the running server, or opens itself when no server runs.
Example: npm run leads -- export --since 2026-01-01 --format csv > leads.csv`;

class UsageError extends Error {}

const fail = (message: string): never => {
  throw new UsageError(message);
};

const parseSince = (value: string | undefined): Date | undefined => {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fail(`--since "${value}" is not a date; use for example 2026-01-31.`) : date;
};

type Database = DatabaseConnection["db"];

/**
 * Each command reads its arguments first, so a mistake is reported before the database is opened, and before the
 * server's modules are loaded: they are most of a command's cost, and a typo should answer at once.
 */
const commands: Record<string, (args: string[]) => (db: Database) => Promise<void>> = {
  export(args) {
    const { values } = parseArgs({
      args,
      options: { since: { type: "string" }, format: { type: "string", default: "json" }, "include-spam": { type: "boolean" } },
    });
    if (values.format !== "json" && values.format !== "csv") fail(`--format must be csv or json, not "${values.format}".`);
    const since = parseSince(values.since);
    return async (db) => {
      const [{ listLeads }, { leadAsJson, leadsAsCsv }] = await Promise.all([
        import("#server/db/lead-records.ts"),
        import("#server/leads/lead-export.ts"),
      ]);
      const leads = await listLeads(db, { since, includeSpam: values["include-spam"] });
      process.stdout.write(values.format === "csv" ? leadsAsCsv(leads) : `${JSON.stringify(leads.map(leadAsJson), null, 2)}\n`);
      console.error(`${leads.length} lead${leads.length === 1 ? "" : "s"} exported.`);
    };
  },

  delete(args) {
    const { values } = parseArgs({ args, options: { email: { type: "string" } } });
    const email = values.email?.trim();
    if (!email?.includes("@")) return fail("delete needs --email ADDRESS, the address the person used.");
    return async (db) => {
      const { deleteLeadsByEmail } = await import("#server/db/lead-records.ts");
      const deleted = await deleteLeadsByEmail(db, email);
      console.log(
        deleted.leads === 0
          ? `No leads from ${email}; nothing deleted.`
          : `Deleted ${deleted.leads} lead${deleted.leads === 1 ? "" : "s"} from ${email} and ${deleted.jobs} delivery job${deleted.jobs === 1 ? "" : "s"}.`,
      );
    };
  },

  outbox(args) {
    const { values } = parseArgs({
      args,
      options: {
        "retry-dead": { type: "boolean" },
        "retry-failed": { type: "boolean" },
        retry: { type: "string", multiple: true },
      },
    });
    const retrying = values["retry-dead"] ? "dead" : values["retry-failed"] ? "failed" : values.retry;
    return async (db) => {
      const { listUndeliveredJobs, retryJobs } = await import("#server/outbox/outbox-jobs.ts");
      if (retrying) {
        const retried = await retryJobs(db, new Date(), retrying);
        console.log(`${retried.length} job${retried.length === 1 ? "" : "s"} will be tried again by the running server.`);
        return;
      }
      const jobs = await listUndeliveredJobs(db);
      if (jobs.length === 0) {
        console.log("Every delivery has been made: the outbox is empty.");
        return;
      }
      console.table(
        jobs.map((job) => ({
          job: job.id,
          lead: job.leadId,
          form: job.formType,
          channel: job.channel,
          status: job.status,
          attempts: job.attempts,
          "next attempt": job.status === "pending" ? job.nextAttemptAt.toISOString() : `never (${job.status})`,
          "last error": job.lastError ?? "",
        })),
      );
      const count = (status: string) => jobs.filter((job) => job.status === status).length;
      const [dead, failed] = [count("dead"), count("failed")];
      const advice = [
        ...(dead ? ["Retry the dead ones with --retry-dead once the cause is fixed."] : []),
        ...(failed ? ["Retry the failed ones with --retry-failed once their recipient accepts them."] : []),
      ];
      console.log([`${count("pending")} pending, ${dead} dead, ${failed} failed.`, ...advice].join(" "));
    };
  },
};

const main = async (argv: string[]): Promise<number> => {
  const [command, ...args] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const commandNamed = Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!commandNamed) {
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    return 1;
  }
  const runCommand = commandNamed(args);
  const [{ readServerConfig }, { openDatabase }] = await Promise.all([
    import("#server/config.ts"),
    import("#server/db/database.ts"),
  ]);
  const config = readServerConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDirectory: config.dataDirectory,
    poolSize: 2,
    throughServer: true,
  });
  // scripts/leads.ts lowered the priority for a command that shares the machine with the server's visitors; one
  // that opened the files itself has no server to make room for. Raising it back needs the right to (root, or
  // CAP_SYS_NICE); without it, the command stays lowered.
  if (!database.throughServer) {
    try {
      setPriority(constants.priority.PRIORITY_NORMAL);
    } catch {}
  }
  try {
    await runCommand(database.db);
    return 0;
  } finally {
    await database.close();
  }
};

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")
      ? `${message}\n\n${USAGE}`
      : message,
  );
  process.exitCode = 1;
}
