/**
 * Validates every prerendered HTML file of the build with html-validate; exits 1 on any error.
 * Rules turned off in .htmlvalidate.json: attr-case (React writes charSet and dateTime; HTML attribute names are
 * case-insensitive) and strict ids (React's streaming markers use ids like "S:0", valid in HTML5).
 */
import { join, relative, resolve } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { prerenderedPages } from "#server/build-output.ts";

const buildDirectory = resolve(process.argv[2] ?? join(import.meta.dirname, "..", "build", "client"));
const files = prerenderedPages(buildDirectory);

const validator = new HtmlValidate(new FileSystemConfigLoader());
let errors = 0;
for (const file of files) {
  const report = await validator.validateFile(file);
  for (const result of report.results) {
    for (const message of result.messages) {
      errors += 1;
      console.error(`${relative(buildDirectory, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
}
console.log(`html-validate: ${files.length} files, ${errors} error${errors === 1 ? "" : "s"}`);
process.exit(errors > 0 ? 1 : 0);
