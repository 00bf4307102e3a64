import { type ReactNode, useId } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The raised panel that holds a lead form on its own page: a heading, a note on required fields, the form, under the
 * id that links to the form land at (formAnchor). Beside longer text it keeps its own height and stays in view while
 * the reader scrolls, instead of stretching to the text's height with an empty stretch under its button. With
 * `openOnPhones`, on a white page, it drops the card's frame on a phone, so the fields take the screen's width.
 */
export function FormPanel({
  id,
  title,
  note,
  openOnPhones = false,
  children,
}: {
  id: string;
  title: string;
  note: string;
  openOnPhones?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      asChild
      variant="elevated"
      padding="sm"
      className={cn(
        "scroll-mt-24 sm:p-10 lg:sticky lg:top-24 lg:self-start",
        openOnPhones &&
          "max-sm:rounded-none max-sm:border-t max-sm:border-ink-200 max-sm:bg-transparent max-sm:px-0 max-sm:pb-0 max-sm:shadow-none max-sm:ring-0",
      )}
    >
      <section id={id} aria-labelledby={titleId}>
        {/* Once the form is sent its message speaks alone: the intro goes (answer-page.ts hides it there too). */}
        <div
          data-form-slot="intro"
          className="mb-8 in-[section:has([data-form-slot=sent],[data-form-slot=success]:target,[data-form-slot=success]:not([hidden]))]:hidden"
        >
          <h2 id={titleId} className="text-2xl font-semibold tracking-tight text-ink-900">
            {title}
          </h2>
          <p className="mt-2 text-ink-600">{note}</p>
        </div>
        {children}
      </section>
    </Card>
  );
}
