/**
 * `npm run leads -- <command>` (scripts/leads/leads-command.ts). The command lowers its own CPU priority before it
 * loads anything else: a few commands started together on a small machine would otherwise take the cores the server
 * needs for its visitors, and parsing the command's modules is most of what a command costs.
 */
import { constants, setPriority } from "node:os";

try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // Not allowed here (some containers): the command runs at the priority it was given.
}
await import("./leads/leads-command.ts");
