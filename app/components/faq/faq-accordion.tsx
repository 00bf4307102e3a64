import { Accordion, AccordionEntry } from "~/components/ui/accordion";
import type { FaqItem } from "@content/faq.ts";

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion>
      {items.map((item) => (
        <AccordionEntry key={item.id} value={item.id} question={item.question}>
          <p>{item.answer}</p>
        </AccordionEntry>
      ))}
    </Accordion>
  );
}
