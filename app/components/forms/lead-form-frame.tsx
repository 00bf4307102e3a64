/**
 * The frame both lead forms share. The form posts to its own page (`method="post"`), so it works before the page's
 * script runs and with JavaScript off; the server then answers with the page showing the outcome in the two slots
 * here, which stay hidden otherwise: the success message in place of the form, or a message above the fields.
 * When the functions run elsewhere, the form posts to its function, which sends the visitor back to this page at
 * `#<form type>-sent`; app.css then shows the success message in place of the form. Either way the answer page
 * opens at the outcome: the fragment scrolls to the message, and the server's answer autofocuses it (or the first
 * field to fix).
 * Once hydrated, the form's submit handler sends it as JSON instead: once sent, the form gives its place to the sent
 * message (LeadFormSent); a failure is a toast.
 */
import { CircleAlert } from "lucide-react";
import type { FormEventHandler, ReactNode } from "react";
import { useLocation } from "react-router";
import { formPostAction } from "#app/lib/functions-client.ts";
import { normalisePath } from "#content/canonical.ts";
import { leadFormCopy, leadForms } from "#content/lead-forms.ts";
import { formSentAnchor, type LeadFormType } from "#core/lead-forms.ts";
import { LeadFormSent, SentMessage } from "./lead-form-sent.tsx";

export function LeadFormFrame({
  formType,
  onSubmit,
  sent,
  onClose,
  children,
}: {
  formType: LeadFormType;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form was sent from this page: its place goes to what happens next. */
  sent: boolean;
  /** Closes the form's dialog, when it is in one. */
  onClose?: () => void;
  children: ReactNode;
}) {
  // The prerender asks for each page with a trailing slash.
  const pathname = normalisePath(useLocation().pathname);
  if (sent) return <LeadFormSent formType={formType} onClose={onClose} />;
  const form = leadForms[formType];
  const copy = leadFormCopy[formType];
  return (
    <div data-lead-form={formType}>
      <div id={formSentAnchor(formType)} data-form-slot="success" role="status" hidden className="flex flex-col items-start">
        <SentMessage formType={formType} />
      </div>
      <form
        method="post"
        action={formPostAction(form.functionName, form.pagePath)}
        onSubmit={onSubmit}
        noValidate
        className="relative grid gap-x-4 gap-y-5 sm:grid-cols-2"
        aria-label={copy.title}
      >
        <p
          data-form-slot="error"
          role="alert"
          hidden
          className="flex items-start gap-2 rounded-xl bg-danger-100 p-4 text-sm leading-6 text-danger-700 sm:col-span-2"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span data-slot="message" />
        </p>
        {/* Posted without JavaScript to the form's own page: a form placed elsewhere (a landing page) names its page. */}
        {pathname !== form.pagePath && <input type="hidden" name="page" value={pathname} />}
        {children}
      </form>
    </div>
  );
}
