import { type ReactNode, useId } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";

/** Once the form is sent its message speaks alone: the panel's intro goes (answer-page.ts hides it there too). */
const hiddenOnceSent =
  "in-[section:has([data-form-slot=sent],[data-form-slot=success]:target,[data-form-slot=success]:not([hidden]))]:hidden";
const flushOnceSent =
  "in-[section:has([data-form-slot=sent],[data-form-slot=success]:target,[data-form-slot=success]:not([hidden]))]:mt-0";

/**
 * The raised panel that holds a lead form on its own page: a heading, a note on required fields, the form, under the
 * id that links to the form land at (formAnchor). Beside longer text it keeps its own height and stays in view while
 * the reader scrolls, instead of stretching to the text's height with an empty stretch under its button.
 */
export function FormPanel({ id, title, note, children }: { id: string; title: string; note: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card asChild variant="elevated" padding="sm" className="scroll-mt-24 sm:p-10 lg:sticky lg:top-24 lg:self-start">
      <section id={id} aria-labelledby={titleId}>
        <h2
          id={titleId}
          data-form-slot="intro"
          className={cn("text-2xl font-semibold tracking-tight text-ink-900", hiddenOnceSent)}
        >
          {title}
        </h2>
        <p data-form-slot="intro" className={cn("mt-2 text-ink-600", hiddenOnceSent)}>
          {note}
        </p>
        <div className={cn("mt-8", flushOnceSent)}>{children}</div>
      </section>
    </Card>
  );
}
