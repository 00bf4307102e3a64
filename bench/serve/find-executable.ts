/** Finds a program on PATH or in the sbin folders Debian installs daemons to (nginx is /usr/sbin/nginx). */
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

export const findExecutable = (name: string): string | undefined => {
  const folders = [...(process.env.PATH ?? "").split(delimiter), "/usr/sbin", "/usr/local/sbin", "/sbin"];
  for (const folder of folders.filter(Boolean)) {
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
};
