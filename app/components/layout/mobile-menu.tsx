/**
 * The mobile menu: a full-height sheet from the right over a scrim, listing the main links, then the footer's product
 * pages and audiences, Contact and Log in, with Start Free Trial and Talk to Sales kept in view at its foot (the sheet
 * covers the header's). A native popover: the header's button opens it; its own close button,
 * Escape and a click on the scrim close it, and focus returns to the header's button, all before the page's script
 * runs and with JavaScript off. Focus starts on the close button (autofocus); Tab stays inside the sheet from the time
 * the page's first module has come (page-dialog-dress.ts), and the page behind it does not scroll (page-dialog.css).
 */
import { X } from "lucide-react";
import type { Ref } from "react";
import { NavLink } from "react-router";
import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { LogInLink } from "#app/components/page/log-in-link.tsx";
import { TrialLink } from "#app/components/page/trial-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ctaLocation } from "#app/lib/calls-to-action.ts";
import { footerColumns, mainNavigation, navigationCopy } from "#content/navigation.ts";

const mainHrefs = new Set(mainNavigation.map((link) => link.href));
/**
 * The footer's product pages that the main links do not already list, then its audiences under the footer's title for
 * them. Its last column (the company's pages and the legal documents) stays in the footer: every page's first round
 * trip carries the menu.
 */
const [productColumn, audienceColumn] = footerColumns;
const moreLinks = (productColumn?.links ?? []).filter((link) => !mainHrefs.has(link.href));

const secondaryLinkClass = "flex min-h-11 items-center py-1.5 leading-6 text-ink-700 hover:text-ink-900";

const AUDIENCES_ID = "site-menu-audiences";

export function MobileMenu({ ref, id, onToggle }: { ref: Ref<HTMLDivElement>; id: string; onToggle: (open: boolean) => void }) {
  return (
    <div
      ref={ref}
      id={id}
      popover="auto"
      onToggle={(event) => onToggle(event.newState === "open")}
      className="left-auto m-0 h-dvh w-[min(24rem,calc(100vw-3rem))] max-w-none flex-col overflow-y-auto border-0 bg-raised p-0 text-ink-900 shadow-lift backdrop:bg-[#040d12]/60 open:flex lg:hidden"
    >
      {/* Where the header's menu button was, beside the first link: no empty bar above the links. Fixed, so it stays in
          reach when the sheet scrolls on a short screen (the sheet sits on the screen's right edge). */}
      <Button
        variant="ghost"
        size="icon"
        popoverTarget={id}
        popoverTargetAction="hide"
        className="fixed top-2.5 right-3 z-10 bg-raised"
        {...{ autoFocus: true }}
      >
        <X aria-hidden="true" />
        <span className="sr-only">{navigationCopy.closeMenu}</span>
      </Button>
      <nav aria-label={navigationCopy.mobileLabel} className="flex flex-1 flex-col" {...ctaLocation("menu")}>
        <div className="flex-1 p-5">
          <ul className="grid pr-12">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className="flex min-h-11 items-center text-xl font-semibold">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-5 grid grid-cols-2 gap-x-4 border-t border-ink-200 pt-5">
            {moreLinks.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className={secondaryLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <DialogLink dialog="contact-message" className={secondaryLinkClass}>
                {navigationCopy.contact}
              </DialogLink>
            </li>
            <li data-signed-out-only="">
              <LogInLink className={secondaryLinkClass} />
            </li>
          </ul>
          {/* A group named by its title, not a heading: the menu comes before the page's h1, outside its outline. */}
          {audienceColumn && (
            // biome-ignore lint/a11y/useSemanticElements: a group of links; a fieldset is for a form's controls.
            <div role="group" aria-labelledby={AUDIENCES_ID}>
              <p id={AUDIENCES_ID} className="mt-5 border-t border-ink-200 pt-5 text-sm font-semibold text-ink-500">
                {audienceColumn.title}
              </p>
              <ul className="grid grid-cols-2 gap-x-4">
                {audienceColumn.links.map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} className={secondaryLinkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="sticky bottom-0 grid gap-3 border-t border-ink-200 bg-raised p-5">
          <Button asChild data-signed-out-only="">
            <TrialLink>{navigationCopy.startTrial}</TrialLink>
          </Button>
          <Button asChild variant="secondary">
            <DialogLink dialog="contact-sales">{navigationCopy.talkToSales}</DialogLink>
          </Button>
        </div>
      </nav>
    </div>
  );
}
