import { describe, expect, it } from "vitest";
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
