import { Award, Mail } from "lucide-react";
import { Link } from "react-router";
import { CookieSettingsButton } from "#app/components/consent/cookie-settings-button.tsx";
import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { LogInLink } from "#app/components/page/log-in-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { ctaLocation } from "#app/lib/calls-to-action.ts";
import { footerColumns, navigationCopy } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { LinkedinIcon } from "./linkedin-icon.tsx";
import { Logo } from "./logo.tsx";

export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-ink-300" {...ctaLocation("footer")}>
      <Container className="py-16 sm:py-20">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Link to="/" className="-m-1 inline-block rounded-lg p-1" aria-label={navigationCopy.homeLink}>
              <Logo variant="onDark" />
            </Link>
            <p className="mt-5 leading-7">{navigationCopy.footerTagline}</p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              {/* Outlined as its neighbour: the footer's ways to reach us, not its loudest thing. */}
              <Button asChild variant="outlineOnDark" size="sm">
                <DialogLink dialog="contact-message">
                  <Mail aria-hidden="true" />
                  {navigationCopy.contact}
                </DialogLink>
              </Button>
              <Button asChild variant="outlineOnDark" size="sm">
                <NewTabLink href={site.socialProfileUrl}>
                  <LinkedinIcon />
                  {navigationCopy.linkedin}
                </NewTabLink>
              </Button>
            </div>
            <NewTabLink
              href={site.accelerator.url}
              className="mt-8 inline-flex items-center gap-3 rounded-2xl bg-white/5 px-4 py-3 ring-1 ring-white/10 hover:bg-white/10"
            >
              <Award className="size-6 text-star-400" aria-hidden="true" />
              <span className="text-sm leading-5">
                <span className="block font-semibold text-white">{navigationCopy.backedBy}</span>
                <span className="block text-ink-300">{site.accelerator.cohort}</span>
              </span>
            </NewTabLink>
          </div>
          {/* On a phone each column takes the width, its links two abreast: three narrow columns wrapped their labels. */}
          <nav aria-label={navigationCopy.footerLabel} className="grid gap-y-8 sm:grid-cols-3 sm:gap-10">
            {footerColumns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <ul className="mt-2 grid grid-cols-2 gap-x-4 sm:mt-3 sm:block">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        to={link.href}
                        className="flex min-h-11 items-center py-1.5 text-[0.9375rem] leading-6 hover:text-white md:min-h-8 md:py-1"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {navigationCopy.rights}
          </p>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <LogInLink className="inline-flex min-h-6 items-center hover:text-white" />
            <a href={`mailto:${site.email.sales}`} className="inline-flex min-h-6 items-center hover:text-white">
              {site.email.sales}
            </a>
            <CookieSettingsButton className="inline-flex min-h-6 items-center text-left hover:text-white" />
          </p>
        </div>
      </Container>
    </footer>
  );
}
