import { familyPath } from "#core/page-paths.ts";
/** What happens to what the visitor sends, in one line under the submit button. */
export function PrivacyNote() {
  return (
    <p className="text-center text-[0.8125rem] leading-5 text-ink-500">
      We use your details only to answer you; see our {/* A new tab, so what the visitor has typed stays where it is. */}
      <a
        href={familyPath("legalDocument", "privacy-policy")}
        target="_blank"
        rel="noopener"
        className="font-medium text-ink-700 underline underline-offset-2 hover:text-ink-900"
      >
        privacy policy
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
