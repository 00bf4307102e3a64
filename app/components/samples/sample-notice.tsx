import { Info } from "lucide-react";

/** The plain statement that a document is made up: written by the product for a team that does not exist. */
export function SampleNotice({ notice }: { notice: string }) {
  return (
    <p className="inline-flex w-fit items-center gap-2 rounded-full bg-star-100 px-3 py-1 text-sm font-medium text-ink-800 ring-1 ring-star-300">
      <Info className="size-4 shrink-0 text-star-600" aria-hidden="true" />
      {notice}
    </p>
  );
}
