import type { SampleExcerpt as Excerpt } from "#content/samples.ts";

/**
 * A piece of a sample document as the product lays it out: the table's title and the document it comes from, then
 * its rows, figures aligned right. Small enough for a card, so it never scrolls.
 */
export function SampleExcerpt({ excerpt }: { excerpt: Excerpt }) {
  const [rowHeading, ...figureHeadings] = excerpt.columns;
  return (
    <figure className="-mx-2 overflow-hidden rounded-xl bg-white ring-1 ring-ink-200 sm:mx-0">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-2 border-b border-ink-100 bg-ink-50 px-3 py-2 text-xs sm:px-4">
        <span className="font-semibold text-ink-900">{excerpt.title}</span>
        <span className="text-ink-500">{excerpt.kind}</span>
      </figcaption>
      <table className="w-full text-left text-sm tabular-nums">
        <thead>
          <tr className="text-xs text-ink-500">
            <th scope="col" className="px-3 pt-2.5 pb-1 font-medium sm:px-4">
              {rowHeading}
            </th>
            {figureHeadings.map((heading) => (
              <th key={heading} scope="col" className="pt-2.5 pr-3 pb-1 text-right font-medium sm:pr-4">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {excerpt.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-3 py-1.5 font-medium text-ink-800 sm:px-4">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's figures are fixed copy in column order.
                  key={index}
                  className="py-1.5 pr-3 text-right whitespace-nowrap sm:pr-4 text-ink-700 last:font-semibold last:text-ink-950"
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
