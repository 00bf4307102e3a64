import type { ReactNode } from "react";
import { Table } from "#app/components/ui/table.tsx";
import type { Feature } from "#content/pages/features.ts";

type Example = Feature["example"];
type Item = Example["items"][number];

/** The id of a sample document's source in its list, which a citation links to. */
export const sourceAnchor = (number: number) => `source-${number}`;

/** After an item's words, the numbers of the document's sources it rests on, each a link to the source. */
function Cites({ cites, label }: { cites: Item["cites"]; label: string | undefined }) {
  if (!cites || !label) return null;
  return (
    // In the sentence, as a footnote's number is, each a whole 24 px target.
    <span className="ml-1 space-x-1">
      {cites.map((number) => (
        <a
          key={number}
          href={`#${sourceAnchor(number)}`}
          aria-label={`${label} ${number}`}
          className="inline-grid h-6 min-w-6 place-items-center rounded-md bg-brand-100 px-1 align-middle text-xs font-semibold text-brand-800 tabular-nums hover:bg-brand-200"
        >
          {number}
        </a>
      ))}
    </span>
  );
}

/** An item's words and the sources they cite, the last word held on one line with its citations. */
function CitedText({ text = "", cites, label }: { text: Item["text"]; cites: Item["cites"]; label: string | undefined }) {
  if (!cites || !label) return text;
  const cut = text.lastIndexOf(" ") + 1;
  return (
    <>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">
        {text.slice(cut)}
        <Cites cites={cites} label={label} />
      </span>
    </>
  );
}

/** Labelled sections, as in a PRD: each label above its words. */
function DocumentItems({ items, citeLabel }: { items: Item[]; citeLabel?: string }) {
  return (
    <dl className="space-y-4">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{item.label}</dt>
          <dd className="mt-1 text-sm leading-6 text-pretty text-ink-800">
            <CitedText text={item.text} cites={item.cites} label={citeLabel} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Rows of figures under their columns; a row's description sits under its name. On a phone each row stacks: its name,
 * then its figures, each after its column's name (`data-label`, shown by app.css), never a table to scroll.
 */
function TableItems({ columns, items }: { columns: string[]; items: Item[] }) {
  const [rowHeading, ...figureHeadings] = columns;
  return (
    <Table className="text-sm" containerClassName="-mx-1" data-stack-on-phone="">
      <thead>
        <tr className="border-b border-ink-200 text-xs text-ink-500">
          <th scope="col" className="sticky left-0 bg-white px-1 pb-2 font-medium">
            {rowHeading}
          </th>
          {figureHeadings.map((heading) => (
            <th key={heading} scope="col" className="px-1 pb-2 pl-2.5 text-right font-medium">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {items.map((item) => (
          <tr key={item.label} className="align-top">
            <th
              scope="row"
              className="sticky left-0 min-w-32 bg-white px-1 pt-2.5 pb-1.5 font-medium text-ink-900 sm:pb-2.5 lg:min-w-0"
            >
              {item.label}
              {item.text && <span className="mt-0.5 block text-xs leading-5 font-normal text-ink-500">{item.text}</span>}
            </th>
            {item.values?.map((value, index) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's figures are fixed copy in column order.
                key={index}
                data-label={figureHeadings[index]}
                className="px-1 pb-2.5 whitespace-nowrap text-ink-800 tabular-nums last:font-semibold last:text-ink-950 sm:py-2.5 sm:pl-2.5 sm:text-right"
              >
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Findings, each with its subject and its source. */
function ListItems({ items, citeLabel }: { items: Item[]; citeLabel?: string }) {
  return (
    <ul className="divide-y divide-ink-100">
      {items.map((item) => (
        <li key={item.label} className="py-3 first:pt-0 last:pb-0">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <span className="text-sm font-semibold text-ink-900">{item.label}</span>
            {item.detail && <span className="text-xs text-ink-500">{item.detail}</span>}
          </p>
          {item.text && (
            <p className="mt-1 text-sm leading-6 text-pretty text-ink-700">
              <CitedText text={item.text} cites={item.cites} label={citeLabel} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** User stories as the tracker shows them: the story, its criteria, its ticket. */
function CardItems({ items }: { items: Item[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.label} className="rounded-xl bg-ink-50 p-4 ring-1 ring-ink-200">
          {item.detail && <p className="font-mono text-xs text-ink-500">{item.detail}</p>}
          <p className="mt-1.5 text-sm leading-6 font-medium text-pretty text-ink-900">{item.label}</p>
          {item.text && (
            <p className="mt-2 border-l-2 border-brand-200 pl-3 text-sm leading-6 text-pretty text-ink-600">{item.text}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * An output's items as the product lays them out, and its closing note. A sample document's citations show where
 * `citeLabel` is given (its page lists the sources they link to).
 */
export function ExampleItems({ example, citeLabel }: { example: Example; citeLabel?: string }) {
  return (
    <>
      {example.layout === "document" && <DocumentItems items={example.items} citeLabel={citeLabel} />}
      {example.layout === "table" && <TableItems columns={example.columns ?? []} items={example.items} />}
      {example.layout === "list" && <ListItems items={example.items} citeLabel={citeLabel} />}
      {example.layout === "cards" && <CardItems items={example.items} />}
      {example.note && <p className="mt-4 border-t border-ink-100 pt-3 text-xs leading-5 text-ink-500">{example.note}</p>}
    </>
  );
}

/** The product's window: a bar with what it shows and a badge, over its content. */
export function OutputWindow({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <figure className="overflow-clip rounded-2xl bg-white shadow-lift ring-1 ring-ink-200">
      <figcaption className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-ink-100 bg-ink-50 px-5 py-3 text-xs">
        <span className="font-semibold text-ink-900">{title}</span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 ring-1 ring-brand-100">{label}</span>
      </figcaption>
      {children}
    </figure>
  );
}

/** A capability's sample output, drawn as the product's own screen: a window titled by what it shows. */
export function ExampleOutput({ example, label }: { example: Example; label: string }) {
  return (
    <OutputWindow title={example.title} label={label}>
      <div className="p-5 sm:p-6">
        <ExampleItems example={example} />
      </div>
    </OutputWindow>
  );
}
