import { Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useMatch } from "react-router";
import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { LogInLink } from "#app/components/page/log-in-link.tsx";
import { TrialLink } from "#app/components/page/trial-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ctaAttributes, ctaLocation } from "#app/lib/calls-to-action.ts";
import { cn } from "#app/lib/cn.ts";
import { mainNavigation, navigationCopy } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { pagePath } from "#core/page-paths.ts";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-2.5 py-2 text-[0.9375rem] lg:px-3.5 font-medium transition-colors hover:bg-ink-100 hover:text-ink-900",
    isActive ? "text-ink-900" : "text-ink-600",
  );

/** The id of the mobile menu: its button and the CSS that swaps the button's icon and name refer to it. */
const MENU_ID = "site-menu";

/**
 * The fixed top bar: logo, main links (a menu on small screens), Log in, Talk to Sales and Start Free Trial, or Open
 * app for a customer the app's hint says is signed in (decided before the first paint, app.css).
 * The mobile menu (mobile-menu.tsx) is a native popover: its button opens it, and it works before the page's script
 * runs and with JavaScript off. Once hydrated, a navigation closes it and the button's aria-expanded follows it.
 */
export function SiteHeader() {
  // Unknown until hydrated: the prerendered button carries no aria-expanded, so the browser reports the popover's own
  // state rather than a "false" that a press before hydration would make wrong.
  const [menuOpen, setMenuOpen] = useState<boolean>();
  const menu = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // A match, not a comparison: a prerendered page's path ends with a slash.
  const onSalesPage = useMatch(pagePath("contactSales")) !== null;

  // Opened before hydration: the state starts from what the browser shows.
  useEffect(() => setMenuOpen(menu.current?.matches(":popover-open") ?? false), []);

  // A navigation closes the menu; hydrating does not (its first run is on the page the menu was opened on).
  const menuPath = useRef(location.pathname);
  useEffect(() => {
    if (menuPath.current === location.pathname) return;
    menuPath.current = location.pathname;
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  }, [location.pathname]);

  return (
    <header className="site-header fixed inset-x-0 top-0 z-40 border-b border-ink-200/70 bg-bar">
      {/* Below 360 px the row is tight: less space between its parts, a narrower trial button and the menu's icon set
          on the content's edge (its 44 px target reaching into the margin), so the product's name fits beside the mark. */}
      {/* On a tablet the main links show and Log in and Talk to Sales move into the menu; on a wide screen the
          navigation sits on the page's axis, under the centred headings, whatever the widths of the mark and the
          buttons beside it. */}
      <Container className="grid h-[var(--header-height)] grid-cols-[1fr_auto] items-center gap-4 max-xs:gap-2 md:grid-cols-[auto_1fr_auto] lg:grid-cols-[1fr_auto_1fr]">
        <Link to="/" className="-m-1 justify-self-start rounded-lg p-1" aria-label={navigationCopy.homeLink}>
          <Logo wordmark="smallerOnSmallPhones" />
        </Link>
        <nav aria-label={navigationCopy.mainLabel} className="hidden justify-self-center md:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className={navLinkClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center justify-self-end gap-2 max-xs:gap-1" {...ctaLocation("header")}>
          <Button asChild variant="ghost" size="sm" className="max-lg:hidden" data-signed-out-only="">
            <LogInLink />
          </Button>
          {/* Marked on the sales team's own page, as the navigation's links are on theirs. */}
          <Button
            asChild
            variant="ghost"
            size="sm"
            className={cn("max-sm:hidden md:max-lg:hidden", onSalesPage && "text-ink-900")}
          >
            <DialogLink dialog="contact-sales" aria-current={onSalesPage ? "page" : undefined}>
              {navigationCopy.talkToSales}
            </DialogLink>
          </Button>
          <Button asChild size="sm" className="max-xs:px-3" data-signed-out-only="">
            <TrialLink>{navigationCopy.startTrial}</TrialLink>
          </Button>
          <Button asChild size="sm" data-signed-in-only="">
            <a href={site.appUrl} {...ctaAttributes("open_app")}>
              {navigationCopy.openApp}
            </a>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden max-xs:-mr-3"
            popoverTarget={MENU_ID}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
          >
            <Menu aria-hidden="true" />
            <span className="sr-only">{navigationCopy.openMenu}</span>
          </Button>
        </div>
      </Container>
      <MobileMenu ref={menu} id={MENU_ID} onToggle={(open) => setMenuOpen(open)} />
    </header>
  );
}
