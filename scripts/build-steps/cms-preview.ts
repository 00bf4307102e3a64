/**
 * The content manager's preview pane, in the browser under /admin (never in the site's bundle): the build strips the
 * types from this file and writes it as /admin/preview.js, loaded after Decap's own script (cms-admin.ts).
 *
 * The pane shows an entry in the site's own styles (the built CSS named by `<link rel="cms-preview-style">` in the
 * page) and, for posts, legal documents and the home page, in a layout close to the real page, with the classes the
 * site's components use (no class of its own: the site's CSS is generated from the site's sources). Placeholders such
 * as {site.name} show as written; the build fills them.
 *
 * Plain browser script: no import, no JSX; Decap provides React's createElement as `h` and the registry as `CMS`.
 */

type ImmutableValue = { getIn: (path: string[]) => unknown; toJS?: () => unknown };

type PreviewProps = {
  entry: ImmutableValue;
  widgetFor: (name: string) => unknown;
};

type Element = unknown;
type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;

declare global {
  interface Window {
    CMS?: {
      registerPreviewStyle: (style: string, options?: { raw: boolean }) => void;
      registerPreviewTemplate: (name: string, component: (props: PreviewProps) => Element) => void;
    };
    h?: CreateElement;
  }
}

(() => {
  const cms = window.CMS;
  const h = window.h;
  if (!cms || !h) return;

  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="cms-preview-style"]'))
    cms.registerPreviewStyle(link.href);
  // The site's styles reset margins; Decap's own preview of an entry (a "label: value" line per field), shown for the
  // entries without a template below, needs room around it and between its lines.
  cms.registerPreviewStyle(
    '[class*="-PreviewContainer "] { padding: 1.5rem 2rem; line-height: 1.6; } [class*="-WidgetPreviewContainer "] { margin-block: 0.35rem; }',
    { raw: true },
  );

  const text = (entry: ImmutableValue, ...path: string[]): string => {
    const value = entry.getIn(["data", ...path]);
    return value === undefined || value === null ? "" : String(value);
  };

  // The classes of app/routes/blog-post.tsx and app/components/ui/container.tsx.
  const narrow = "mx-auto w-full px-5 sm:px-8 max-w-3xl";

  const article = (eyebrow: string, title: string, lead: string, body: unknown): Element =>
    h(
      "article",
      null,
      h(
        "header",
        {
          className: "border-b border-ink-100 bg-[radial-gradient(ellipse_70%_80%_at_50%_-20%,var(--brand-100),transparent_70%)]",
        },
        h(
          "div",
          { className: `${narrow} py-16 sm:py-24` },
          eyebrow ? h("p", { className: "text-sm font-semibold text-ink-600" }, eyebrow) : null,
          h("h1", { className: "mt-5 text-title font-semibold text-balance text-ink-950" }, title),
          lead ? h("p", { className: "mt-5 text-lg leading-8 text-pretty text-ink-600" }, lead) : null,
        ),
      ),
      h("div", { className: `${narrow} py-14 sm:py-20` }, h("div", { className: "prose-copy" }, body)),
    );

  cms.registerPreviewTemplate("blog", ({ entry, widgetFor }) =>
    article(text(entry, "section"), text(entry, "title"), text(entry, "description"), widgetFor("body")),
  );

  const legal = ({ entry, widgetFor }: PreviewProps): Element =>
    article(text(entry, "updated"), text(entry, "title"), text(entry, "description"), widgetFor("body"));
  for (const name of ["privacy-policy", "terms-and-conditions"]) cms.registerPreviewTemplate(name, legal);

  // The home page's hero (app/components/home/hero.tsx), then its sections' headings and leads in order.
  cms.registerPreviewTemplate("home", ({ entry }) => {
    const intro = (section: string): Element =>
      h(
        "section",
        { className: "mx-auto w-full px-5 sm:px-8 max-w-7xl py-14 text-center" },
        h("p", { className: "text-sm font-semibold text-ink-600" }, text(entry, section, "eyebrow")),
        h("h2", { className: "mt-5 text-title font-semibold text-balance text-ink-950" }, text(entry, section, "title")),
        h("p", { className: "mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-ink-600" }, text(entry, section, "lead")),
      );
    return h(
      "main",
      null,
      h(
        "section",
        {
          className:
            "relative overflow-hidden bg-[radial-gradient(ellipse_80%_60%_at_50%_-10%,var(--brand-100),transparent_70%)]",
        },
        h(
          "div",
          { className: "mx-auto w-full px-5 sm:px-8 max-w-7xl pt-14 pb-10 text-center sm:pt-20 lg:pt-24" },
          h(
            "p",
            {
              className:
                "inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-ink-700 shadow-card ring-1 ring-ink-200",
            },
            text(entry, "hero", "eyebrow"),
          ),
          h(
            "h1",
            { className: "mx-auto mt-6 max-w-4xl text-display font-semibold text-balance text-ink-950" },
            text(entry, "hero", "headline"),
          ),
          h(
            "p",
            { className: "mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-ink-600 sm:text-xl sm:leading-9" },
            text(entry, "hero", "subline"),
          ),
          h("p", { className: "mt-5 text-sm text-ink-600" }, text(entry, "hero", "trialTerms")),
        ),
      ),
      ...["problem", "solution", "pricingIntro", "faqIntro"].map(intro),
      h(
        "section",
        { className: "mx-auto w-full px-5 sm:px-8 max-w-7xl py-14 text-center" },
        h("h2", { className: "text-title font-semibold text-balance text-ink-950" }, text(entry, "closingCta", "title")),
        h(
          "p",
          { className: "mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-ink-600" },
          text(entry, "closingCta", "body"),
        ),
      ),
    );
  });
})();
