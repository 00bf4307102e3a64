import { describe, expect, it } from "vitest";
import { loadAudiences } from "#content/audiences.server.ts";
import { loadIntegrations } from "#content/integrations.server.ts";
import { samples } from "#content/samples.ts";
import { site } from "#content/site.ts";
import { pageTitle } from "#core/truncate.ts";

describe("the title of a page of a family", () => {
  for (const entry of [...samples, ...loadIntegrations(), ...loadAudiences()])
    it(`ends with the site's name, as every other page's does: ${entry.slug}`, () => {
      expect(pageTitle(entry.metaTitle, site.name)).toMatch(new RegExp(` \\| ${site.name}$`));
    });
});
