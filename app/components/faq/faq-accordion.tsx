import { Accordion, AccordionEntry } from "#app/components/ui/accordion.tsx";

type FaqEntry = { id: string; question: string; answer: string };

export function FaqAccordion({ items }: { items: readonly FaqEntry[] }) {
  return (
    <Accordion className="rounded-card bg-white ring-1 ring-ink-200">
      {items.map((item) => (
        <AccordionEntry key={item.id} question={item.question}>
          <p>{item.answer}</p>
        </AccordionEntry>
      ))}
    </Accordion>
  );
}
