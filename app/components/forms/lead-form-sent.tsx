import { MailCheck } from "lucide-react";
import { type Ref, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { ctaAttributes } from "#app/lib/calls-to-action.ts";
import { leadFormCopy } from "#content/lead-forms.ts";
import { site } from "#content/site.ts";
import type { LeadFormType } from "#core/lead-forms.ts";
import { pagePath } from "#core/page-paths.ts";

/**
 * What a sent form says in its place: that it is sent, what happens next, and a way on (a demo booked at once after
 * the sales team's form; Close in a dialog, the home page on the form's own page). The same words and look whether the
 * page sent it (LeadFormSent) or the server answered a post made without JavaScript (the success slot of LeadFormFrame).
 */
export function SentMessage({
  formType,
  onClose,
  headingRef,
}: {
  formType: LeadFormType;
  onClose?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const copy = leadFormCopy[formType];
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-success-100 text-success-700">
        <MailCheck className="size-6" aria-hidden="true" />
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-xl font-semibold tracking-tight text-balance text-ink-950 focus:outline-none"
      >
        {copy.messages.success}
      </h3>
      <p className="mt-2 leading-7 text-pretty text-ink-600">{copy.sent.next}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {copy.sent.book && (
          <Button asChild>
            <NewTabLink href={site.demoBookingUrl} {...ctaAttributes("book_demo")}>
              {copy.sent.book}
            </NewTabLink>
          </Button>
        )}
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            {copy.sent.close}
          </Button>
        ) : (
          <Button asChild variant="secondary">
            <Link to={pagePath("home")}>{copy.sent.onward}</Link>
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * A form sent from the page. Focus moves to its heading, so a screen reader says it and the keyboard starts from it,
 * and the message is scrolled clear of the fixed header.
 */
export function LeadFormSent({ formType, onClose }: { formType: LeadFormType; onClose?: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus alone would not scroll a heading that sits under the fixed header (the browser counts it as in view). On a
  // page the whole panel is brought to the top, clear of the header (its scroll margin); in a dialog, the heading.
  useEffect(() => {
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    const panel = heading?.closest("section");
    if (panel) panel.scrollIntoView({ block: "start" });
    else heading?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <div data-form-slot="sent" className="flex flex-col items-start">
      <SentMessage formType={formType} onClose={onClose} headingRef={headingRef} />
    </div>
  );
}
