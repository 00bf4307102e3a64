import { cva, type VariantProps } from "class-variance-authority";
import { ChevronDown } from "lucide-react";
import { type ComponentProps, createContext, type ReactNode, use, useId } from "react";
import { cn } from "#app/lib/cn.ts";

const AccordionName = createContext<string | undefined>(undefined);

/**
 * Entries of one accordion share a name, so the browser keeps at most one open and the open one can be
 * closed; <details> gives keyboard operation and expanded state to assistive technology with no script.
 */
export function Accordion({ children, ...props }: ComponentProps<"div">) {
  const name = useId();
  return (
    <AccordionName value={name}>
      <div data-slot="accordion" {...props}>
        {children}
      </div>
    </AccordionName>
  );
}

export const accordionEntryVariants = cva("group", {
  variants: {
    /** Entries are rows of one list, divided by a rule (the list's card draws the outer edge). */
    variant: { divided: "border-b border-ink-200 last:border-b-0" },
  },
  defaultVariants: { variant: "divided" },
});

type AccordionEntryProps = VariantProps<typeof accordionEntryVariants> & {
  question: string;
  children: ReactNode;
  className?: string;
};

export function AccordionEntry({ question, children, variant, className }: AccordionEntryProps) {
  const name = use(AccordionName);
  return (
    <details data-slot="accordion-entry" name={name} className={cn(accordionEntryVariants({ variant }), className)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-lg px-5 py-5 text-left text-base font-semibold text-ink-900 hover:text-brand-700 sm:px-7 [&::-webkit-details-marker]:hidden">
        {question}
        <ChevronDown
          className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="px-5 pb-6 leading-7 text-ink-600 sm:px-7">{children}</div>
    </details>
  );
}
