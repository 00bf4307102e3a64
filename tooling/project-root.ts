/** The project's root folder, for tooling that reads its files or starts its commands from anywhere. */
import { resolve } from "node:path";

export const projectRoot = resolve(import.meta.dirname, "..");
