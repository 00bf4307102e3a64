import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useDialogs } from "#app/components/dialogs/dialogs-context.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cn } from "#app/lib/cn.ts";
import { mainNavigation } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { Logo } from "./logo.tsx";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3.5 py-2 text-[0.9375rem] font-medium transition-colors hover:bg-ink-100 hover:text-ink-900",
    isActive ? "text-ink-900" : "text-ink-600",
  );

/** The fixed top bar: logo, main links (a disclosure menu on small screens), Talk to Sales and Start Free Trial. */
export function SiteHeader() {
  const { show } = useDialogs();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  // The menu closes as the dialog opens, so nothing is left open under the dialog for a toast to land on after
  // sending; focus is on the menu button first, which is where the dialog returns it when it closes.
  const talkToSalesFromMenu = () => {
    menuButton.current?.focus();
    setMenuOpen(false);
    show("contact-sales");
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-200/70 bg-white/95 backdrop-blur-md">
      <Container className="flex h-[var(--header-height)] items-center justify-between gap-4">
        <Link to="/" className="-m-1 rounded-lg p-1" aria-label={`${site.name} home`}>
          <Logo wordmark="fromSmallPhones" />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
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
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" className="max-sm:hidden" onClick={() => show("contact-sales")}>
            Talk to Sales
          </Button>
          <Button asChild size="sm">
            <a href={site.appRegisterUrl}>Start Free Trial</a>
          </Button>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </Container>
      <div id={menuId} hidden={!menuOpen} className="border-t border-ink-200 bg-white lg:hidden">
        <nav aria-label="Main, mobile">
          <Container className="py-4">
            <ul className="grid gap-1">
              {mainNavigation.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    className="block rounded-xl px-3 py-3 text-base font-medium text-ink-800 hover:bg-ink-50"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Button variant="secondary" className="mt-3 w-full sm:hidden" onClick={talkToSalesFromMenu}>
              Talk to Sales
            </Button>
          </Container>
        </nav>
      </div>
    </header>
  );
}
