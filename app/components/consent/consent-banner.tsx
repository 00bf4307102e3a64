/**
 * The consent choice: a compact card at the bottom of the screen, never a modal. The page stays usable behind it
 * and keyboard focus moves freely; it sits early in the tab order so keyboard users meet it soon.
 */
import { Cookie, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { Link } from "react-router";
import { CONSENT_BANNER_ATTRIBUTE, NEEDS_APP_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { Button } from "#app/components/ui/button.tsx";
import { type ConsentSnapshot, closeConsentSettings, saveConsentChoice } from "#app/lib/analytics/consent-store.ts";
import { declineAnalytics } from "#app/lib/analytics/decline-analytics.ts";
import { cn } from "#app/lib/cn.ts";
import { consentCopy, currentChoiceLine } from "#content/consent.ts";
import { familyPath } from "#core/page-paths.ts";
import { useSpaceBelowPage } from "./space-below-page.tsx";
import { useClickBeforeAnalytics } from "./use-click-before-analytics.ts";

/**
 * `hidden` while the visitor's answer is unknown (the prerendered page): its buttons then load the application when
 * clicked, and the click happens again once it has (app/bootstrap/app-on-demand.ts).
 */
export default function ConsentBanner({ consent, hidden = false }: { consent: ConsentSnapshot; hidden?: boolean }) {
  const region = useRef<HTMLElement>(null);
  const reopened = consent.settingsOpen;
  const spacer = useSpaceBelowPage(region);
  const declineButton = useRef<HTMLButtonElement>(null);
  // Not an onClick: React would hear the click after PostHog had captured it.
  useClickBeforeAnalytics(declineButton, declineAnalytics);

  // Reopened from the footer: take the visitor to it. On a first visit it waits to be found, it never steals focus.
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (reopened && event.key === "Escape") closeConsentSettings();
  };

  return (
    <>
      <section
        ref={region}
        hidden={hidden}
        {...{ [CONSENT_BANNER_ATTRIBUTE]: "" }}
        aria-label={consentCopy.regionLabel}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="fixed inset-x-3 bottom-3 z-40 rounded-2xl bg-white p-3.5 text-sm text-ink-600 shadow-lift ring-1 ring-ink-200 motion-safe:animate-rise sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[26rem] sm:p-5"
      >
        <div className="flex items-start gap-3">
          <span className="mt-0.5 hidden size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:grid">
            <Cookie className="size-4" aria-hidden="true" />
          </span>
          <div className={cn("min-w-0 flex-1", reopened && "pr-9")}>
            {/* On a phone every line the card saves is page the visitor sees: the heading is there for screen readers. */}
            <h2 className="font-semibold text-ink-900 max-sm:sr-only">{consentCopy.heading}</h2>
            <p className="leading-5 sm:mt-1 sm:leading-6">
              {consentCopy.body}{" "}
              <Link
                to={familyPath("legalDocument", "privacy-policy")}
                className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2"
              >
                {consentCopy.privacyLink}
              </Link>
            </p>
            {reopened ? (
              <p className="mt-2 leading-5 font-medium text-ink-800 sm:leading-6">{currentChoiceLine(consent)}</p>
            ) : null}
          </div>
        </div>
        {/* Same size, same style: declining must be exactly as easy as accepting. */}
        <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:pl-11">
          <Button ref={declineButton} variant="dark" size="sm" {...{ [NEEDS_APP_ATTRIBUTE]: "decline-analytics" }}>
            {consentCopy.decline}
          </Button>
          <Button
            variant="dark"
            size="sm"
            onClick={() => saveConsentChoice("granted")}
            {...{ [NEEDS_APP_ATTRIBUTE]: "accept-analytics" }}
          >
            {consentCopy.accept}
          </Button>
        </div>
        {reopened ? (
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-1 right-1"
            aria-label={consentCopy.close}
            onClick={closeConsentSettings}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </section>
      {spacer}
    </>
  );
}
