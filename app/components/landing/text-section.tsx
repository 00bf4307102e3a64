import { Section, SectionHeading } from "#app/components/ui/section.tsx";

/** A heading and the page's own text, its Markdown rendered at build time (content/landing-pages.server.ts). */
export function TextSection({ id, heading, html }: { id: string; heading: string; html: string }) {
  return (
    <Section aria-labelledby={id}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={id} title={heading} align="start" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered at build time from our own content file. */}
        <div className="prose-copy mt-8" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </Section>
  );
}
