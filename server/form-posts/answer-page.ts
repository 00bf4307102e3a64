/**
 * The page that answers a form posted without JavaScript: the form's own prerendered page, without its scripts (so
 * nothing hydrates over it), showing the outcome. Success replaces the form with its success message; a refusal
 * keeps every value typed and puts each field's message under the field, or the general message above the button.
 * The form's markup carries the slots this fills (inside `[data-lead-form="<form type>"]`: the `<form>`, a hidden
 * `data-form-slot="success"` beside it, a hidden `data-form-slot="error"` in it and one `#<field id>-error` per field;
 * in the section around it, the panel's `data-form-slot="intro"` (its heading and its note on the fields), hidden once
 * the form is sent),
 * so the copy and the styling stay in the React components.
 */
import { type HTMLElement, parse } from "node-html-parser";
import { escapeMarkup } from "#core/escape-markup.ts";
import { removeScripts } from "#server/page-without-scripts.ts";

export type FormOutcome =
  | { kind: "accepted" }
  | { kind: "refused"; values: Record<string, string>; fieldErrors: Record<string, string>; message?: string };

/** Un-hides a slot, with `text` in its `data-slot="message"` part (or in place of its content when it has none). */
const showSlot = (slot: HTMLElement | null, text?: string) => {
  if (!slot) return;
  if (text !== undefined) (slot.querySelector('[data-slot="message"]') ?? slot).set_content(escapeMarkup(text));
  slot.removeAttribute("hidden");
};

const fillValue = (control: HTMLElement, value: string) => {
  if (control.tagName === "TEXTAREA") control.set_content(escapeMarkup(value));
  else if (control.tagName === "SELECT") {
    for (const option of control.querySelectorAll("option")) {
      if ((option.getAttribute("value") ?? option.text) === value) option.setAttribute("selected", "");
      else option.removeAttribute("selected");
    }
  } else control.setAttribute("value", value);
};

const markInvalid = (document: HTMLElement, control: HTMLElement, message: string) => {
  control.setAttribute("aria-invalid", "true");
  const id = control.getAttribute("id");
  if (!id) return;
  const describedBy = new Set((control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean));
  describedBy.add(`${id}-error`);
  control.setAttribute("aria-describedby", [...describedBy].join(" "));
  showSlot(document.querySelector(`[id="${id}-error"]`), message);
};

/**
 * The page's HTML with the outcome of a post to its form of type `formType`. `baseUrl`, when the answer comes from
 * another origin than the site's, is where the page's own links, stylesheets and images are.
 */
export const renderAnswerPage = (
  pageHtml: string,
  formType: string,
  outcome: FormOutcome,
  { baseUrl }: { baseUrl?: string } = {},
): string => {
  const document = parse(pageHtml, { comment: true });
  removeScripts(document);
  if (baseUrl) document.querySelector("head")?.insertAdjacentHTML("afterbegin", `<base href="${escapeMarkup(baseUrl)}">`);
  const container = document.querySelector(`[data-lead-form="${formType}"]`);
  const form = container?.querySelector("form");
  if (!container || !form) throw new Error(`The page has no ${formType} form.`);

  // Without scripts the browser cannot move focus: autofocus takes the visitor to the outcome (the message, or the
  // first field to fix), which also scrolls it into the first screen however far down the page the form is.
  const focusOnLoad = (element: HTMLElement | null) => {
    if (!element) return;
    if (!element.getAttribute("name")) element.setAttribute("tabindex", "-1");
    element.setAttribute("autofocus", "");
  };

  if (outcome.kind === "accepted") {
    const success = container.querySelector('[data-form-slot="success"]');
    showSlot(success);
    // On the message's heading, as when the page sends the form: the panel itself would be ringed as if it were a control.
    focusOnLoad(success?.querySelector("h1, h2, h3") ?? success);
    form.remove();
    // The panel's heading and its note on required fields go with the fields: the message speaks alone.
    container.closest("section")?.querySelector('[data-form-slot="intro"]')?.setAttribute("hidden", "");
    return document.toString();
  }

  for (const control of form.querySelectorAll("input[name], textarea[name], select[name]")) {
    const name = control.getAttribute("name") ?? "";
    if (control.getAttribute("type") === "hidden") continue;
    const value = outcome.values[name];
    if (value !== undefined) fillValue(control, value);
    const error = outcome.fieldErrors[name];
    if (error) markInvalid(document, control, error);
  }
  if (outcome.message) showSlot(form.querySelector('[data-form-slot="error"]'), outcome.message);
  focusOnLoad(form.querySelector('[aria-invalid="true"]') ?? form.querySelector('[data-form-slot="error"]'));
  return document.toString();
};
