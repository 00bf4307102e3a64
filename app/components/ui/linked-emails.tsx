import { Fragment } from "react";
import { site } from "#content/site.ts";

const addresses = Object.values(site.email);

/** Copy as written, each of the site's e-mail addresses in it (content/site.json) a mailto link. */
export function LinkedEmails({ text }: { text: string }) {
  const parts: (string | { address: string })[] = [text];
  for (const address of addresses)
    for (let index = parts.length - 1; index >= 0; index--) {
      const part = parts[index];
      if (typeof part !== "string" || !part.includes(address)) continue;
      const pieces = part.split(address);
      parts.splice(index, 1, ...pieces.flatMap((piece, at) => (at === 0 ? [piece] : [{ address }, piece])));
    }
  return parts.map((part, index) =>
    typeof part === "string" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder.
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        key={index}
        href={`mailto:${part.address}`}
        className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
      >
        {part.address}
      </a>
    ),
  );
}
