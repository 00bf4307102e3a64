import type { Ref } from "react";
import { commonFormCopy } from "#content/lead-forms.ts";
import { HONEYPOT_FIELD } from "#core/lead-forms.ts";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen readers, no autofill),
 * which form-filling bots do fill in. The server takes such a submission as spam.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {commonFormCopy.honeypot}
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
