import { type ReactNode, useId } from "react";
import { Card } from "#app/components/ui/card.tsx";

/** The raised panel that holds a lead form on its own page: a heading, a note on required fields, the form. */
export function FormPanel({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card asChild variant="elevated" padding="sm" className="sm:p-10">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="text-2xl font-semibold tracking-tight text-ink-900">
          {title}
        </h2>
        <p className="mt-2 text-ink-600">{note}</p>
        <div className="mt-8">{children}</div>
      </section>
    </Card>
  );
}
