/**
 * A landing page's sections as its page draws them: the chosen questions with their words (from content/faq.ts), the
 * integrations' names, the text's Markdown as HTML, so that the page's code holds none of those files. Made by the
 * route's loader at prerender (content/landing-pages.server.ts reads the files) and by the CMS preview from the
 * editor's draft (app/cms-preview/draft-loaders.ts): one function, so the preview shows what the build will.
 */
import type { LandingPageContent } from "#core/content-schemas/landing-page.ts";
import type { IntegrationBadge } from "#core/integration-logos.ts";
import { renderMarkdown } from "#core/markdown.ts";
import { faqItems } from "./faq.ts";
import { contactSalesPageCopy } from "./pages/contact-sales.ts";

export const landingSectionsView = (
  landing: Pick<LandingPageContent, "sections">,
  /** The integrations a row of them shows (content/integrations.server.ts, which reads their files). */
  integrations: readonly IntegrationBadge[],
) =>
  landing.sections.map((section) => {
    if (section.type === "faq") {
      const { questions, ...rest } = section;
      return { ...rest, items: questions.flatMap((id) => faqItems.filter((item) => item.id === id)) };
    }
    if (section.type === "integrations") return { ...section, integrations };
    if (section.type === "contactSales") {
      const { formTitle, requiredNote } = contactSalesPageCopy.labels;
      return { ...section, labels: { formTitle, requiredNote } };
    }
    if (section.type === "text") {
      const { body, ...rest } = section;
      return { ...rest, html: renderMarkdown(body) };
    }
    return section;
  });

export type LandingSectionView = ReturnType<typeof landingSectionsView>[number];
