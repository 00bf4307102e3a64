import { describe, expect, it } from "vitest";
import { legalMarkdownForBuild } from "#core/legal-markdown.ts";
import { renderMarkdown } from "#core/markdown.ts";

describe("blog and legal Markdown", () => {
  it("sets prose with curly quotes, apostrophes, dashes and ellipses, across emphasis and links", () => {
    const html = renderMarkdown(
      `He said "it's *fine*" -- and 'done' --- then... "**bold**" and [a "link"](https://example.com).`,
    );
    expect(html).toBe(
      '<p>He said “it’s <em>fine</em>” – and ‘done’ — then… “<strong>bold</strong>” and <a href="https://example.com">a “link”</a>.</p>\n',
    );
  });

  it("keeps code as it was typed, and still escapes what could be markup", () => {
    const html = renderMarkdown('`say "hi" -- ok` and a < b & "c"\n\n```\nit\'s "quoted" -- here\n```');
    expect(html).toContain("<code>say &quot;hi&quot; -- ok</code> and a &lt; b &amp; “c”");
    expect(html).toContain("<code>it&#39;s &quot;quoted&quot; -- here\n</code>");
  });

  it("names a table's columns on phones with the same punctuation as its header", () => {
    const html = renderMarkdown('| Ask "why" | Score |\n| --- | --- |\n| it\'s | 3 |');
    expect(html).toContain("<th>Ask “why”</th>");
    expect(html).toContain('<td data-label="Ask “why”">it’s</td>');
  });
});

describe("a legal document as one build says it", () => {
  const policy = [
    "- You can read every page.",
    ":::analytics",
    "- Click **Accept** in the cookie banner. {consent.whereToChange}",
    ":::",
    ":::no-analytics",
    "- The site runs no analytics.",
    ":::",
    "- We never sell your data.",
    "",
    "| Data | When |",
    "| --- | --- |",
    "| Form fields | You send a form |",
    ":::analytics",
    "| Pages visited | After you accept |",
    ":::",
  ].join("\n");
  const say = (analytics: boolean) =>
    renderMarkdown(legalMarkdownForBuild(policy, { analytics, facts: { "consent.whereToChange": "Change it below." } }));

  it("with analytics keeps the banner's text, in the same list and table, and drops the other", () => {
    const html = say(true);
    expect(html).toContain("cookie banner. Change it below.");
    expect(html).not.toContain("runs no analytics");
    expect(html).not.toContain(":::");
    expect(html.match(/<ul>/g)).toHaveLength(1);
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it("without analytics says so and never names the banner", () => {
    const html = say(false);
    expect(html).toContain("The site runs no analytics.");
    expect(html).not.toMatch(/banner|Pages visited|:::/);
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html.match(/<tr>/g)).toHaveLength(2);
  });
});
