import { Accordion, AccordionEntry } from "#app/components/ui/accordion.tsx";
import { Card } from "#app/components/ui/card.tsx";

type FaqEntry = { id: string; question: string; answer: string };

export function FaqAccordion({ items }: { items: readonly FaqEntry[] }) {
  return (
    <Card asChild variant="outline" padding="none">
      <Accordion>
        {items.map((item) => (
          <AccordionEntry key={item.id} question={item.question}>
            <p>{item.answer}</p>
          </AccordionEntry>
        ))}
      </Accordion>
    </Card>
  );
}
