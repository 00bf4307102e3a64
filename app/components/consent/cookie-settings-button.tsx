import { NEEDS_APP_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { openConsentSettings } from "#app/lib/analytics/consent-store.ts";
import { consentCopy } from "#content/consent.ts";

/** Reopens the consent choice. Without an analytics key the site sets no cookies, so there is nothing to set. */
export function CookieSettingsButton({ className }: { className?: string }) {
  if (!import.meta.env.VITE_POSTHOG_KEY) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => openConsentSettings(event.currentTarget)}
      {...{ [NEEDS_APP_ATTRIBUTE]: "cookie-settings" }}
    >
      {consentCopy.settingsButton}
    </button>
  );
}
