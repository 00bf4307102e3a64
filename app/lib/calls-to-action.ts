/**
 * The site's calls to action, marked on their links so that one listener on the document recognises them, before
 * hydration and after: the sign-up links that carry the visitor's campaign (attribution.ts) and the conversions sent
 * to analytics (analytics/conversions.ts) both read these attributes.
 */

export type CallToAction = "start_trial" | "talk_to_sales" | "book_demo" | "open_app" | "log_in";

/** On the link: which call to action it is. */
export const CTA_ATTRIBUTE = "data-cta";
/** On the link or a container: where on the page it is (header, menu, hero, plans, closing, footer). */
export const CTA_LOCATION_ATTRIBUTE = "data-cta-location";
/** On a trial link of a plan card: the plan's id. */
export const CTA_PLAN_ATTRIBUTE = "data-cta-plan";

export type CtaClick = { cta: CallToAction; location: string; plan?: string };

/** The attributes that mark a call to action, for a component to spread on its link. */
export const ctaAttributes = (cta: CallToAction, plan?: string): Record<string, string> => ({
  [CTA_ATTRIBUTE]: cta,
  ...(plan ? { [CTA_PLAN_ATTRIBUTE]: plan } : {}),
});

/** The attribute that names where the calls to action inside a container are. */
export const ctaLocation = (location: string): Record<string, string> => ({ [CTA_LOCATION_ATTRIBUTE]: location });

/** The call-to-action link an event happened on, if any. */
export const ctaLinkOf = (target: EventTarget | null, cta?: CallToAction): HTMLAnchorElement | null => {
  if (!(target instanceof Element)) return null;
  const link = target.closest(cta ? `a[${CTA_ATTRIBUTE}="${cta}"]` : `a[${CTA_ATTRIBUTE}]`);
  return link instanceof HTMLAnchorElement ? link : null;
};

/** What a click on that link says: which call to action, where, and for which plan; never the link's own text. */
export const ctaClickOf = (link: HTMLAnchorElement): CtaClick => {
  const plan = link.getAttribute(CTA_PLAN_ATTRIBUTE);
  return {
    cta: link.getAttribute(CTA_ATTRIBUTE) as CallToAction,
    location: link.closest(`[${CTA_LOCATION_ATTRIBUTE}]`)?.getAttribute(CTA_LOCATION_ATTRIBUTE) ?? "page",
    ...(plan ? { plan } : {}),
  };
};

/**
 * Calls `handle` with the call-to-action link (of `cta`, or any) each time one is followed: a click, a middle click, a
 * click for a new tab. Listens on the document in the capture phase, so it hears the click before the page's own
 * handlers and before the browser follows the link; returns what removes the listeners.
 */
export const onCtaFollowed = (handle: (link: HTMLAnchorElement) => void, cta?: CallToAction): (() => void) => {
  const listener = (event: MouseEvent) => {
    const link = ctaLinkOf(event.target, cta);
    if (link) handle(link);
  };
  for (const type of ["click", "auxclick"] as const) document.addEventListener(type, listener, { capture: true });
  return () => {
    for (const type of ["click", "auxclick"] as const) document.removeEventListener(type, listener, { capture: true });
  };
};
