import { commonFormCopy } from "#content/lead-forms.ts";
import { familyPath } from "#core/page-paths.ts";

/** What happens to what the visitor sends, in one line under the submit button. */
export function PrivacyNote() {
  const [before, after] = commonFormCopy.privacyNote.split("{privacyPolicy}");
  return (
    <p className="text-center text-[0.8125rem] leading-5 text-ink-500">
      {before}
      {/* A new tab, so what the visitor has typed stays where it is. */}
      <a
        href={familyPath("legalDocument", "privacy-policy")}
        target="_blank"
        rel="noopener"
        className="font-medium text-ink-700 underline underline-offset-2 hover:text-ink-900"
      >
        {commonFormCopy.privacyPolicy}
        <span className="sr-only"> {commonFormCopy.newTab}</span>
      </a>
      {after}
    </p>
  );
}
