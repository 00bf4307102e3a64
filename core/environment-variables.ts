/**
 * Reading settings from environment variables with a zod schema, as the server (server/config.ts) and the build
 * (core/build-settings.ts) both do: blank counts as unset, and a setting that is not usable is one line naming the
 * variable and what it expects. zod/mini, like every schema shared beyond the Node server (decision 024): the Supabase
 * functions load this through content/site.ts.
 */
import * as z from "zod/mini";

/** A blank variable counts as unset, as in a `.env` file written `SMTP_URL=`. */
export const unset = (value: unknown) => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

/** A variable read through `schema` once trimmed, blank being unset. */
export const variable = <Schema extends z.core.$ZodType>(schema: Schema) =>
  z.pipe<z.ZodMiniTransform<unknown, unknown>, Schema>(z.transform(unset), schema);

export const url = (protocols: readonly string[], example: string) =>
  z.string().check(
    z.refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `expected a URL like ${example}`),
  );

export const httpUrl = (example: string) => url(["http:", "https:"], example);

/** The settings are not usable; `problems` holds one line per variable, naming it, what is wrong and what is expected. */
export class ConfigurationError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join("\n"));
    this.problems = problems;
    this.name = "ConfigurationError";
  }
}

const describeProblem = (
  issue: z.core.$ZodIssue,
  env: Record<string, string | undefined>,
  secrets: ReadonlySet<string>,
): string => {
  const name = String(issue.path[0]);
  const value = env[name]?.trim() ?? "";
  if (value === "") return `${name} is not set: ${issue.message}.`;
  const shown = secrets.has(name) ? "" : ` is "${value.length > 80 ? `${value.slice(0, 80)}…` : value}":`;
  return `${name}${shown || " is not valid:"} ${issue.message}.`;
};

/**
 * Parses every variable at once; throws a ConfigurationError listing every problem. The values of `secrets` (variables
 * that may hold a password) are never echoed back.
 */
export const parseEnvironment = <Schema extends z.core.$ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
  secrets: ReadonlySet<string> = new Set(),
): z.output<Schema> => {
  const parsed = z.safeParse(schema, env);
  if (!parsed.success) throw new ConfigurationError(parsed.error.issues.map((issue) => describeProblem(issue, env, secrets)));
  return parsed.data;
};

/** The settings `read` returns or, when they are not usable, each problem on a line of its own and exit 1: no stack trace. */
export const settingsOrExit = <Settings>(read: () => Settings): Settings => {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    for (const problem of error.problems) console.error(problem);
    process.exit(1);
  }
};
