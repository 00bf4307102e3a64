import type { IntegrationBadge } from "#core/integration-logos.ts";
import { IntegrationLinks } from "./integration-links.tsx";

/**
 * The tools Northstar works inside, as a quiet row of their marks in the text's colour, each with its name and a link
 * to its page: the one honest logo row a product without named customers can show.
 */
export function IntegrationStrip({ label, integrations }: { label: string; integrations: readonly IntegrationBadge[] }) {
  if (integrations.length === 0) return null;
  return (
    <div className="mx-auto mt-10 max-w-4xl text-center sm:mt-12">
      <p className="text-sm font-medium text-balance text-ink-600">{label}</p>
      {/* Three marks abreast on a 320 px phone, then two, rather than a lone one on a third line. */}
      <IntegrationLinks
        integrations={integrations}
        className="mt-5 flex flex-wrap items-center justify-center gap-x-4 gap-y-4 xs:gap-x-8 sm:gap-x-12"
        linkClassName="flex min-h-11 items-center gap-2.5 text-base font-semibold text-ink-600 hover:text-ink-950 sm:text-lg"
      >
        {(integration) => (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-6 shrink-0">
              <path d={integration.logo.path} />
            </svg>
            {integration.name}
          </>
        )}
      </IntegrationLinks>
    </div>
  );
}
