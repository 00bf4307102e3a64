import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Single-open, collapsible accordion: at most one entry is open, and the open one can be closed. */
export function Accordion({ className, ...props }: Omit<ComponentProps<typeof AccordionPrimitive.Root>, "type" | "collapsible">) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className={cn("divide-y divide-ink-200 rounded-card bg-white ring-1 ring-ink-200", className)}
      {...(props as ComponentProps<typeof AccordionPrimitive.Root>)}
    />
  );
}

type AccordionEntryProps = { value: string; question: string; children: ReactNode };

export function AccordionEntry({ value, question, children }: AccordionEntryProps) {
  return (
    <AccordionPrimitive.Item value={value} className="group">
      <AccordionPrimitive.Header className="m-0">
        <AccordionPrimitive.Trigger className="flex w-full items-center justify-between gap-6 px-5 py-5 text-left text-base font-semibold text-ink-900 hover:text-brand-700 sm:px-7">
          {question}
          <ChevronDown
            className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </AccordionPrimitive.Trigger>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="overflow-hidden px-5 pb-6 text-ink-600 leading-7 sm:px-7">
        {children}
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
