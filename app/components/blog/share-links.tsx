import { Check, Link as LinkIcon, Mail } from "lucide-react";
import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { NEEDS_APP_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { LinkedinIcon } from "#app/components/layout/linkedin-icon.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { blogCopy } from "#content/blog-copy.ts";
import { shareUrls } from "#core/blog-share.ts";
import { XLogo } from "./x-logo.tsx";

const copy = blogCopy.share;

const subscribeToNothing = () => () => {};
/** False in the prerendered HTML and while hydrating, true once the page's code runs. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

type CopyState = "idle" | "copied" | "failed";
const needsApp = { [NEEDS_APP_ATTRIBUTE]: "copy-link" };
const COPIED_MESSAGE_MS = 4000;

/**
 * Copy link: without JavaScript a plain link to the post (it can be copied from the link's own menu); once the page's
 * code runs, a button that puts the address on the clipboard and says so. Clicked before that, the link loads the
 * application, and the click goes to the button (app/bootstrap/app-on-demand.ts).
 */
function CopyLink({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const reset = setTimeout(() => setState("idle"), COPIED_MESSAGE_MS);
    return () => clearTimeout(reset);
  }, [state]);
  const label = (
    <>
      {state === "copied" ? <Check aria-hidden="true" /> : <LinkIcon aria-hidden="true" />}
      {state === "copied" ? copy.copied : copy.copyLink}
    </>
  );
  return (
    <>
      {hydrated ? (
        <Button
          variant="secondary"
          size="sm"
          {...needsApp}
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setState("copied"),
              () => setState("failed"),
            )
          }
        >
          {label}
        </Button>
      ) : (
        <Button asChild variant="secondary" size="sm">
          <a href={url} {...needsApp}>
            {label}
          </a>
        </Button>
      )}
      <p role="status" className="basis-full text-sm text-ink-600 empty:hidden">
        {state === "copied" && <span className="sr-only">{copy.copied}</span>}
        {state === "failed" && (
          <>
            {copy.copyFailed} <span className="font-medium break-all text-ink-900 select-all">{url}</span>
          </>
        )}
      </p>
    </>
  );
}

function ShareLink({ href, label, icon, children }: { href: string; label: string; icon: ReactNode; children: string }) {
  const external = href.startsWith("https:");
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={href} aria-label={label} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {icon}
        {children}
      </a>
    </Button>
  );
}

type ShareLinksProps = { url: string; title: string; description: string };

/** LinkedIn, X, e-mail and copy link, as plain links: no third-party script, nothing loaded until a click. */
export function ShareLinks({ url, title, description }: ShareLinksProps) {
  const to = shareUrls({ url, title, emailBody: copy.emailBody(description, url) });
  return (
    <section aria-labelledby="share-title">
      <h2 id="share-title" className="text-sm font-semibold text-ink-900">
        {copy.title}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ShareLink href={to.linkedin} label={copy.linkedinLabel} icon={<LinkedinIcon />}>
          {copy.linkedin}
        </ShareLink>
        <ShareLink href={to.x} label={copy.xLabel} icon={<XLogo />}>
          {copy.x}
        </ShareLink>
        <ShareLink href={to.email} label={copy.emailLabel} icon={<Mail aria-hidden="true" />}>
          {copy.email}
        </ShareLink>
        <CopyLink url={url} />
      </div>
    </section>
  );
}
