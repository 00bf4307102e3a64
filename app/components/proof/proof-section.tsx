import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { customerLogos, proofSection, testimonials } from "#content/proof.ts";

/**
 * Customers' own words and logos (content/proof.json). Nothing at all until real entries are added: no invented
 * testimonials or customers stand in for them.
 */
export function ProofSection() {
  if (testimonials.length === 0 && customerLogos.length === 0) return null;
  return (
    <Section aria-labelledby="proof-title">
      <SectionHeading id="proof-title" title={proofSection.title} />
      {customerLogos.length > 0 && (
        <ul aria-label={proofSection.logosLabel} className="mt-12 flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
          {customerLogos.map((logo) => (
            <li key={logo.name}>
              <img src={logo.logo} alt={logo.name} width={140} height={40} className="h-10 w-auto" />
            </li>
          ))}
        </ul>
      )}
      {testimonials.length > 0 && (
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <Card asChild key={testimonial.quote}>
              <li>
                <figure>
                  <blockquote className="leading-7 text-ink-800">“{testimonial.quote}”</blockquote>
                  <figcaption className="mt-6 text-sm text-ink-600">
                    <span className="font-semibold text-ink-900">{testimonial.name}</span>, {testimonial.role},{" "}
                    {testimonial.company}
                  </figcaption>
                </figure>
              </li>
            </Card>
          ))}
        </ul>
      )}
    </Section>
  );
}
