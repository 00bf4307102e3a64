import { ConfigurationError } from "#core/environment-variables.ts";

/** The lines a settings reader refuses its variables with: none when it accepts them. */
export const configurationProblems = (read: () => unknown): string[] => {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  return [];
};
