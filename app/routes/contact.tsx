import { Mail } from "lucide-react";
import ContactMessageForm from "#app/components/forms/contact-message-form.tsx";
import { FormPageTop, ReasonMark } from "#app/components/forms/form-page.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { contactPageCopy } from "#content/pages/contact.ts";
import { site } from "#content/site.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import type { Route } from "./+types/contact";

const copy = contactPageCopy;

// Built at prerender time: the breadcrumbs are named from the pages' copy, and the structured-data builders stay out of
// the browser.
export const loader = () => {
  const crumbs = breadcrumbTrail("contact");
  return { crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...copy, path: location.pathname, jsonLd: loaderData?.jsonLd });

/** Get in Touch as a page: where the footer's Contact link leads before hydration and without JavaScript. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <FormPageTop
        breadcrumbs={loaderData.crumbs}
        copy={copy}
        formType="contact-message"
        aside={
          <>
            <h2 className="text-lg font-semibold text-ink-900">{copy.labels.topics}</h2>
            <ul className="mt-4 space-y-4">
              {copy.topics.map((topic) => (
                <li key={topic.title} className="flex gap-3">
                  <ReasonMark />
                  <div>
                    <h3 className="font-semibold text-ink-900">{topic.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-ink-600">{topic.body}</p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        }
      >
        <ContactMessageForm />
      </FormPageTop>
      <section aria-labelledby="other-ways-title">
        <Container className="py-16 sm:py-24">
          <h2 id="other-ways-title" className="text-2xl font-semibold tracking-tight text-ink-900">
            {copy.labels.otherWays}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-3">
            {copy.otherWays.map((way) => (
              <li key={way.email}>
                <Mail className="size-5 text-brand-700" aria-hidden="true" />
                <h3 className="mt-3 font-semibold text-ink-900">{way.label}</h3>
                <p className="mt-1 leading-7 text-ink-600">{way.body}</p>
                <a
                  className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4"
                  href={`mailto:${way.email}`}
                >
                  {way.email}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-12 text-sm leading-6 text-ink-600">
            {site.legal.entity}, {site.legal.address.street}, {site.legal.address.city}, {site.legal.address.region}{" "}
            {site.legal.address.postalCode}, {site.legal.address.country}
          </p>
        </Container>
      </section>
    </>
  );
}
