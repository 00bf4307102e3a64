import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { leads, outboxJobs } from "#server/db/schema.ts";
import {
  fixtureBuild,
  runLeadsCommandAsOperator,
  type ServerProcess,
  STARTING_MS,
  startServer,
  submitLead,
} from "#tests/support/server-process.ts";

type ExportedLead = { id: string; email: string };

describe("npm run leads while the server runs on the embedded database", () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), "data-"));
  const env = { DATA_DIR: dataDirectory };
  const lockFile = join(dataDirectory, "pglite", "northstar.lock");
  let server: ServerProcess;
  /** Every lead the server accepted, by id, with the address it was sent with. */
  const accepted = new Map<string, string>();
  let lockBefore: string;

  const submitMany = async (count: number, email: (index: number) => string) => {
    const answers = await Promise.all(Array.from({ length: count }, (_, index) => submitLead(server.base, email(index))));
    answers.forEach((answer, index) => {
      expect(answer.status).toBe(200);
      accepted.set(answer.id!, email(index));
    });
  };

  /** Keeps visitors submitting, five at a time, until `command` has finished. */
  const submitWhile = async <T>(command: Promise<T>, prefix: string): Promise<T> => {
    let finished = false;
    void command.then(() => {
      finished = true;
    });
    for (let round = 0; !finished; round++) await submitMany(5, (index) => `${prefix}-${round}-${index}@example.com`);
    return command;
  };

  const exported = async (): Promise<ExportedLead[]> => {
    const run = await runLeadsCommandAsOperator(env, "export");
    expect(run.code, run.stderr).toBe(0);
    return JSON.parse(run.stdout);
  };

  beforeAll(async () => {
    server = await startServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn", RATE_LIMIT_MAX: "0", ...env });
    await submitMany(6, (index) => (index % 2 ? "leaving@example.com" : `early-${index}@example.com`));
    lockBefore = readFileSync(lockFile, "utf8");
  }, STARTING_MS + 30_000);
  afterAll(() => server?.child.kill("SIGKILL"));

  it("exports while visitors submit, every accepted lead once", { timeout: STARTING_MS }, async () => {
    const run = await submitWhile(runLeadsCommandAsOperator(env, "export"), "during-export");
    expect(run.code, run.stderr).toBe(0);
    const ids = (JSON.parse(run.stdout) as ExportedLead[]).map((lead) => lead.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [id, email] of accepted) if (email.startsWith("early-")) expect(ids).toContain(id);
    expect((await exported()).map((lead) => lead.id).sort()).toEqual([...accepted.keys()].sort());
  });

  it("deletes a person's leads while visitors submit, and loses no one else's", { timeout: STARTING_MS }, async () => {
    const run = await submitWhile(runLeadsCommandAsOperator(env, "delete", "--email", "Leaving@Example.com"), "during-delete");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Deleted 3 leads from Leaving@Example.com and 3 delivery jobs.");
    const remaining = await exported();
    const expected = [...accepted].filter(([, email]) => email !== "leaving@example.com").map(([id]) => id);
    expect(remaining.map((lead) => lead.id).sort()).toEqual(expected.sort());
  });

  it("revives dead deliveries while visitors submit", { timeout: STARTING_MS }, async () => {
    // The test reaches the database the way the command does: through the server.
    const database = await openDatabase({ dataDirectory, throughServer: true });
    try {
      const [someLead] = await database.db.select({ id: leads.id }).from(leads).limit(1);
      await database.db
        .update(outboxJobs)
        .set({ status: "dead", attempts: 25, lastError: "535 authentication failed" })
        .where(eq(outboxJobs.leadId, someLead!.id));
    } finally {
      await database.close();
    }
    const listing = await runLeadsCommandAsOperator(env, "outbox");
    expect(listing.stdout).toContain("535 authentication failed");
    const run = await submitWhile(runLeadsCommandAsOperator(env, "outbox", "--retry-dead"), "during-retry");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("1 job will be tried again");
    expect((await runLeadsCommandAsOperator(env, "outbox")).stdout).toMatch(/\d+ pending, 0 dead, 0 failed\./);
  });

  it("finishes eight commands started four a second during a 2,000-lead flood, and the flood keeps half its pace", {
    timeout: 240_000,
  }, async () => {
    const FLOOD = 2_000;
    const IN_FLIGHT = 16;
    const acceptedAt: number[] = [];
    const failures: string[] = [];
    let sent = 0;
    let commandsDone = false;
    // At least FLOOD leads, and on until the commands are done.
    const visitor = async () => {
      while (sent < FLOOD || !commandsDone) {
        const email = `flood-${sent++}@example.com`;
        const answer = await submitLead(server.base, email, AbortSignal.timeout(10_000)).catch((error: Error) => ({
          status: error.name,
          id: undefined,
        }));
        if (answer.status === 200) {
          acceptedAt.push(performance.now());
          accepted.set(answer.id!, email);
        } else failures.push(String(answer.status));
      }
    };
    const flood = Promise.all(Array.from({ length: IN_FLIGHT }, visitor));
    const until = async (condition: () => boolean) => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    // The flood's own pace, once warm, over a thousand leads: a shorter window measured a pause as the pace.
    await until(() => acceptedAt.length >= 1_300);
    const alone = 1_000 / ((acceptedAt[1_299]! - acceptedAt[299]!) / 1000);

    const commands = [
      ["export"],
      ["outbox"],
      ["export", "--format", "csv"],
      ["delete", "--email", "nobody@example.com"],
      ["export", "--since", "2026-01-01"],
      ["outbox"],
      ["export"],
      ["delete", "--email", "nobody-else@example.com"],
    ];
    const started = performance.now();
    const runs = commands.map(async (args, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 250));
      const startedAt = performance.now();
      const run = await Promise.race([
        runLeadsCommandAsOperator(env, ...args),
        new Promise<undefined>((resolve) => setTimeout(resolve, 60_000)),
      ]);
      return { args: args.join(" "), run, seconds: (performance.now() - startedAt) / 1000 };
    });
    const finished = await Promise.all(runs);
    const ended = Math.max(performance.now(), started + 5_000);
    await until(() => performance.now() >= ended);
    commandsDone = true;
    const during = acceptedAt.filter((at) => at >= started && at <= ended).length / ((ended - started) / 1000);
    await flood;

    for (const { args, run, seconds } of finished) {
      expect(run, `${args} did not finish within 60 s`).toBeDefined();
      expect(run?.code, `${args} (${seconds.toFixed(1)} s): ${run?.stderr}`).toBe(0);
    }
    expect(failures, failures.slice(0, 5).join(", ")).toEqual([]);
    expect(during, `${during.toFixed(1)} leads/s during the commands, ${alone.toFixed(1)} before`).toBeGreaterThanOrEqual(
      alone / 2,
    );
  });

  it("leaves the server serving, storing, and the only process holding the files", { timeout: STARTING_MS }, async () => {
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.base}/pricing`)).status).toBe(200);
    const after = await submitLead(server.base, "after@example.com");
    expect(after.status).toBe(200);
    expect((await exported()).map((lead) => lead.id)).toContain(after.id);
    expect(readFileSync(lockFile, "utf8")).toBe(lockBefore);
    expect(JSON.parse(lockBefore)).toMatchObject({ pid: server.child.pid });
    expect(server.child.exitCode).toBeNull();
  });
});
