import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readAudiences } from "#content/audiences.server.ts";
import { faqGroups } from "#content/faq.ts";
import { readIntegrations } from "#content/integrations.server.ts";
import { audiencePageCopy } from "#content/pages/audience.ts";
import { featuresPageCopy } from "#content/pages/features.ts";
import { integrationPageCopy } from "#content/pages/integration.ts";
import { cardLinkParts } from "#content/pages/integrations.ts";
import { pricingPageCopy } from "#content/pages/pricing.ts";
import { formatPrice, planById, plans } from "#content/plans.ts";
import { prerenderPaths } from "#content/prerender-paths.server.ts";
import { productListing } from "#content/product-listing.ts";
import type { ClaimsContent } from "#core/content-schemas/claims.ts";
import type { ErrorsContent } from "#core/content-schemas/errors.ts";
import type { FaqContent } from "#core/content-schemas/faq.ts";
import { HOME_FAQ_SIZE } from "#core/content-schemas/faq.ts";
import type { FormPostMessagesContent } from "#core/content-schemas/lead-forms.ts";
import { PLAN_DESCRIPTION_MAX } from "#core/content-schemas/plans.ts";
import type { PricingContent } from "#core/content-schemas/pricing.ts";
import type { SiteContent } from "#core/content-schemas/site.ts";
import { contentProblems } from "#core/content-validation.ts";
import { familyPath } from "#core/page-paths.ts";
import { PRICING_FAQ_MAX } from "#core/pricing-faq.ts";
import { sitemapEntries } from "#scripts/build-steps/sitemap.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const integrations = readIntegrations(projectRoot);
const integrationFile = (slug: string): string => `content/integrations/${slug}.json`;
const audiences = readAudiences(projectRoot);
const audienceFile = (slug: string): string => `content/audiences/${slug}.json`;
const scratchRoots: string[] = [];

/** A scratch copy of content/, removed after the test: the checks read the files under the root they are given. */
const contentCopy = (): string => {
  const root = mkdtempSync(join(tmpdir(), "northstar-content-"));
  scratchRoots.push(root);
  cpSync(join(projectRoot, "content"), join(root, "content"), { recursive: true });
  return root;
};

/** A copy of content/ with one file changed by `edit`; returns the problems the build would print. */
// biome-ignore lint/suspicious/noExplicitAny: each test edits a file's parsed JSON the way an editor would, by hand.
const problemsAfter = <Data = any>(file: string, edit: (data: Data) => void): string[] => {
  const root = contentCopy();
  const path = join(root, file);
  const data = JSON.parse(readFileSync(path, "utf8"));
  edit(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
  return contentProblems(root);
};

afterEach(() => {
  vi.restoreAllMocks();
  for (const root of scratchRoots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the content files", () => {
  it("as committed have no problem", () => {
    expect(contentProblems(projectRoot)).toEqual([]);
  });

  it("refuse an empty headline, naming the file and the field", () => {
    expect(problemsAfter("content/home.json", (home) => (home.hero.headline = "  "))).toEqual([
      "content/home.json: hero.headline: must not be empty",
    ]);
  });

  it("read a field /admin saved emptied, or left out of a new entry, as not given: refused where required, absent where optional", () => {
    expect(problemsAfter("content/home.json", (home) => (home.hero.headline = ""))).toEqual([
      "content/home.json: hero.headline: must not be empty",
    ]);
    const landing = "content/landing-pages/northstar-vs-manual-discovery.json";
    expect(
      problemsAfter(landing, (page) => {
        delete page.keywords;
        page.published = null;
        for (const section of page.sections) if (["features", "integrations"].includes(section.type)) section.lead = "";
      }),
    ).toEqual([]);
    // An optional group emptied field by field (a figure's source) is not given; half filled, it asks for the rest.
    expect(problemsAfter("content/home.json", (home) => (home.problem.stats[0].source = { name: "", url: "" }))).toEqual([]);
    expect(
      problemsAfter("content/home.json", (home) => (home.problem.stats[0].source = { name: "Product survey", url: "" })),
    ).toEqual([expect.stringMatching(/^content\/home\.json: problem\.stats\[0\]\.source\.url: /)]);
  });

  it("refuse a price that is not a positive whole number", () => {
    expect(problemsAfter("content/plans.json", (plans) => (plans.plans[1].price = -240))).toEqual([
      "content/plans.json: plans[1].price: must be a positive number",
    ]);
    expect(problemsAfter("content/plans.json", (plans) => (plans.plans[0].price = "20"))).toEqual([
      "content/plans.json: plans[0].price: must be a number",
    ]);
  });

  it("refuse a plan description longer than /pricing's first round trip allows, naming the limit", () => {
    expect(
      problemsAfter("content/plans.json", (file) => (file.plans[0].description = "x".repeat(PLAN_DESCRIPTION_MAX + 1))),
    ).toEqual([
      `content/plans.json: plans[0].description: is ${PLAN_DESCRIPTION_MAX + 1} characters long; shorten it to at most ${PLAN_DESCRIPTION_MAX} characters: /pricing shows every plan's, and must arrive in its first round trip`,
    ]);
    expect(problemsAfter("content/plans.json", (file) => (file.plans[0].description = "x".repeat(PLAN_DESCRIPTION_MAX)))).toEqual(
      [],
    );
  });

  it("refuse more than one plan marked most popular, naming them", () => {
    expect(
      problemsAfter("content/plans.json", (file) => {
        for (const plan of file.plans) plan.popular = true;
      }),
    ).toEqual([
      `content/plans.json: plans: exactly one plan must be marked most popular; ${plans.map((plan) => plan.name).join(" and ")} are`,
    ]);
  });

  it("refuse an icon the site does not draw", () => {
    const [problem] = problemsAfter("content/home.json", (home) => (home.solution.features[0].icon = "Rocket"));
    expect(problem).toMatch(/^content\/home\.json: solution\.features\[0\]\.icon: must be one of CalendarDays, Code, /);
  });

  it("refuse one question more on the home page than it shows", () => {
    const problems = problemsAfter("content/faq.json", (faq) =>
      faq.items.push({ ...faq.items[0], id: "one-more", onHome: true, inHomeStructuredData: false }),
    );
    expect(problems).toEqual([
      `content/faq.json: items: the home page shows ${HOME_FAQ_SIZE} questions; ${HOME_FAQ_SIZE + 1} are marked "On the home page"`,
    ]);
  });

  it("accept a question added to /faqs only", () => {
    expect(
      problemsAfter("content/faq.json", (faq) =>
        faq.items.push({ ...faq.items[0], id: "one-more", onHome: false, inHomeStructuredData: false }),
      ),
    ).toEqual([]);
  });

  it("refuse a placeholder that names no fact", () => {
    const [problem] = problemsAfter("content/faq.json", (faq) => (faq.items[5].answer = "From {plans.startr.price}."));
    expect(problem).toMatch(/^content\/faq\.json: items\[5\]\.answer: \{plans\.startr\.price\} names no fact; /);
    expect(problem).toContain(`(ids: ${plans.map((plan) => plan.id).join(", ")})`);
  });

  it("refuse a price written as a figure outside the plans, so an answer cannot disagree with them", () => {
    expect(problemsAfter("content/faq.json", (faq) => (faq.items[5].answer = "Startup is $240 per month."))).toEqual([
      "content/faq.json: items[5].answer: a price is written as a figure; name it with a placeholder such as {plans.startup.price}, so it follows content/plans.json",
    ]);
  });

  it("refuse a link to a page that does not exist, or to a family without saying which member", () => {
    const [unknown] = problemsAfter("content/home.json", (home) => (home.solution.features[1].link.page = "featurez"));
    expect(unknown).toMatch(/^content\/home\.json: solution\.features\[1\]\.link\.page: must be the id of a page: home, /);
    expect(problemsAfter("content/home.json", (home) => (home.solution.features[1].link = { page: "integration" }))).toEqual([
      'content/home.json: solution.features[1].link.slug: "integration" is a family of pages: say which one with a slug',
    ]);
  });

  it("name a file that is not valid JSON", () => {
    const root = contentCopy();
    writeFileSync(join(root, "content/home.json"), "{ hero: ");
    expect(contentProblems(root)[0]).toMatch(/^content\/home\.json: cannot be read as JSON: /);
  });
});

describe("content/pages/features.json, integrations, audiences and content/product-listing.json", () => {
  it("finds nothing wrong in the families' files", () => {
    expect(audiences.length).toBeGreaterThan(0);
    expect(contentProblems(projectRoot)).toEqual([]);
  });

  it("refuses an audience whose plan is not one of the plans", () => {
    expect(
      problemsAfter<Record<string, unknown>>(audienceFile("engineers"), (audience) => {
        audience.planId = "enterprise";
      }),
    ).toEqual([
      `content/audiences/engineers.json: planId: "enterprise" is not a plan; use the id of one in content/plans.json (${plans.map((plan) => plan.id).join(", ")})`,
    ]);
  });

  it("fills the audience pages' price placeholders from the plans", () => {
    for (const audience of audiences) {
      const file = readFileSync(join(projectRoot, audienceFile(audience.slug)), "utf8");
      const filled = JSON.stringify(audience);
      for (const [, id, fact] of file.matchAll(/\{plans\.([a-z0-9-]+)\.(price|originalPrice)\}/g)) {
        const plan = planById(id ?? "");
        expect(filled).toContain(formatPrice(fact === "price" ? plan.price : plan.originalPrice));
      }
      expect(filled).not.toMatch(/\{plans\./);
    }
  });

  it("accepts figures in a capability's example output, but not a price in its copy", () => {
    expect(
      problemsAfter<{ stages: { features: { example: { items: { label: string; text?: string }[] } }[] }[] }>(
        "content/pages/features.json",
        (page) => {
          page.stages[0]?.features[0]?.example.items.push({ label: "Market size", text: "$4.2B" });
        },
      ),
    ).toEqual([]);
    expect(
      problemsAfter<{ stages: { features: { summary: string }[] }[] }>("content/pages/features.json", (page) => {
        page.stages[0]!.features[0]!.summary = "From $20 a month.";
      }),
    ).toEqual([
      "content/pages/features.json: stages[0].features[0].summary: a price is written as a figure; name it with a placeholder such as {plans.startup.price}, so it follows content/plans.json",
    ]);
  });

  it("fills {integration.name} and {audience.readers} in the shared headings, and accepts them nowhere else", () => {
    const jira = integrations.find((integration) => integration.slug === "jira")!;
    const filled = [integrationPageCopy.title(jira), integrationPageCopy.direction.from(jira), cardLinkParts(jira).join("")];
    for (const text of filled) {
      expect(text).toContain(jira.name);
      expect(text).not.toMatch(/[{}]/);
    }
    expect(cardLinkParts(jira)[1]).toBe(jira.name);
    const audience = audiences[0]!;
    expect(audiencePageCopy.pains.title(audience)).toContain(audience.readers);
    expect(audiencePageCopy.pains.title(audience)).not.toMatch(/[{}]/);
    expect(
      problemsAfter<Record<string, unknown>>(integrationFile("jira"), (integration) => {
        integration.summary = "Connect {integration.name}.";
      }),
    ).toEqual([
      "content/integrations/jira.json: summary: {integration.name} names no fact; use {site.…} for a fact of content/site.json or {plans.<id>.price}, {plans.<id>.originalPrice}, {plans.<id>.name} for a plan (ids: solo-founder, startup, growth)",
    ]);
  });

  it("refuses a shared heading that drops the integration's name", () => {
    expect(
      problemsAfter<Record<string, unknown>>("content/pages/integrations.json", (page) => {
        (page.native as { cardLink: string }).cardLink = "How it works";
      }),
    ).toEqual(["content/pages/integrations.json: native.cardLink: must name the integration once, as {integration.name}"]);
    expect(
      problemsAfter<Record<string, unknown>>("content/pages/integration.json", (page) => {
        page.title = "Connect it to your backlog";
      }),
    ).toEqual(["content/pages/integration.json: title: must name the integration as {integration.name}"]);
  });

  it("checks a new integration's file, naming the file and the field: its logo must be one of the set's", () => {
    const root = contentCopy();
    const linear = JSON.parse(readFileSync(join(root, integrationFile("jira")), "utf8"));
    linear.name = "Linear";
    linear.logo = "Linear";
    writeFileSync(join(root, integrationFile("linear")), JSON.stringify(linear));
    expect(contentProblems(root)).toEqual([]);
    expect(readIntegrations(root).map(({ slug }) => slug)).toContain("linear");
    linear.logo = "Linear app";
    delete linear.summary;
    writeFileSync(join(root, integrationFile("linear")), JSON.stringify(linear));
    const problems = contentProblems(root);
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/integrations\/linear\.json: logo: must be one of the logos: .*Linear/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^content\/integrations\/linear\.json: summary: /));
  });

  it("builds a new audience's file as a page of its own, in the prerender list and the sitemap", () => {
    const root = contentCopy();
    const [first] = audiences;
    const designers = JSON.parse(readFileSync(join(root, audienceFile(first!.slug)), "utf8"));
    designers.title = "For designers";
    designers.readers = "designers";
    writeFileSync(join(root, audienceFile("designers")), JSON.stringify(designers));
    expect(contentProblems(root)).toEqual([]);
    vi.spyOn(process, "cwd").mockReturnValue(root);
    const path = familyPath("audience", "designers");
    expect(prerenderPaths()).toContain(path);
    expect(sitemapEntries().map((entry) => entry.path)).toContain(path);
    for (const { slug } of audiences) expect(prerenderPaths()).toContain(familyPath("audience", slug));
  });

  it("refuses a new audience's file that lacks a field, naming the file and the field", () => {
    const root = contentCopy();
    const designers = JSON.parse(readFileSync(join(root, audienceFile(audiences[0]!.slug)), "utf8"));
    delete designers.headline;
    writeFileSync(join(root, audienceFile("designers")), JSON.stringify(designers));
    expect(contentProblems(root)).toEqual(["content/audiences/designers.json: headline: must not be empty"]);
  });

  it("refuses an audience whose opening picture has none of the data it draws, naming the field", () => {
    for (const [picture, field] of [
      ["story-spec", "story"],
      ["interview-synthesis", "interviews"],
    ]) {
      const root = contentCopy();
      const designers = JSON.parse(readFileSync(join(root, audienceFile(audiences[0]!.slug)), "utf8"));
      designers.picture = picture;
      delete designers[field as string];
      writeFileSync(join(root, audienceFile("designers")), JSON.stringify(designers));
      expect(contentProblems(root)).toEqual([
        `content/audiences/designers.json: ${field}: is needed when the opening picture is ${picture}`,
      ]);
    }
  });

  it("refuses a navigation link or a redirect to an audience whose file was deleted, naming the file and the field", () => {
    const root = contentCopy();
    const navigation = JSON.parse(readFileSync(join(root, "content/navigation.json"), "utf8"));
    const linked = JSON.stringify(navigation).match(/"page":"audience","slug":"([a-z0-9-]+)"/)?.[1];
    expect(linked).toBeDefined();
    rmSync(join(root, audienceFile(linked!)));
    const redirects = JSON.parse(readFileSync(join(root, "content/redirects.json"), "utf8"));
    redirects.redirects.push({ from: "/for-teams", page: "audience", slug: linked });
    writeFileSync(join(root, "content/redirects.json"), JSON.stringify(redirects));
    const problems = contentProblems(root);
    const missing = new RegExp(`slug: "${linked}" names no file of content/audiences`);
    expect(problems.filter((problem) => problem.startsWith("content/navigation.json: "))).toContainEqual(
      expect.stringMatching(missing),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/redirects\\.json: redirects\\[${redirects.redirects.length - 1}\\]\\.slug: "${linked}" names no file`,
        ),
      ),
    );
  });

  it("refuses a redirect from an audience's address while its file exists, which would hide the page", () => {
    const path = familyPath("audience", audiences[0]!.slug);
    expect(
      problemsAfter<{ redirects: { from: string; page: string }[] }>("content/redirects.json", (content) => {
        content.redirects.push({ from: path, page: "pricing" });
      }),
    ).toEqual([
      expect.stringMatching(
        new RegExp(`^content/redirects\\.json: redirects\\[\\d+\\]\\.from: ${path} is the address of a page`),
      ),
    ]);
  });

  it("refuses an audience whose file name is the address of another page", () => {
    const root = contentCopy();
    cpSync(join(root, audienceFile(audiences[0]!.slug)), join(root, audienceFile("pricing")));
    expect(contentProblems(root)).toEqual([
      "content/audiences/pricing.json: file name: /pricing is the address of the pricing page; name the file otherwise",
    ]);
  });

  it("refuses an integration flow whose direction is not to, from or both", () => {
    expect(
      problemsAfter<Record<string, unknown>>(integrationFile("github"), (integration) => {
        (integration.flows as { direction: string }[])[0]!.direction = "out";
      }),
    ).toEqual(["content/integrations/github.json: flows[0].direction: must be to, from or both"]);
  });

  it("refuses two capabilities with the same anchor, even in different stages", () => {
    let taken = "";
    expect(
      problemsAfter<{ stages: { features: { slug: string }[] }[] }>("content/pages/features.json", (page) => {
        taken = page.stages[0]!.features[0]!.slug;
        page.stages.at(-1)!.features[0]!.slug = taken;
      }),
    ).toEqual([
      `content/pages/features.json: stages[${featuresPageCopy.stages.length - 1}].features[0].slug: "${taken}" is used by another capability`,
    ]);
  });

  it("fills the plans' names into the trial offer's description", () => {
    const file = JSON.parse(readFileSync(join(projectRoot, "content/product-listing.json"), "utf8"));
    for (const [, id] of file.trialOffer.description.matchAll(/\{plans\.([a-z0-9-]+)\.name\}/g))
      expect(productListing.trialOffer.description).toContain(planById(id).name);
    expect(productListing.trialOffer.description).not.toMatch(/[{}]/);
  });
});

describe("pricing, faqs, future, legal, contact card, contact pages, lead forms, consent, errors and cms content", () => {
  it("refuses a pricing page whose billing questions name a group the FAQ does not have", () => {
    const problems = problemsAfter<PricingContent>("content/pages/pricing.json", (pricing) => {
      pricing.billing.faqGroup = "Billing";
    });
    expect(problems).toEqual([
      `content/pages/pricing.json: billing.faqGroup: "Billing" is not a group of content/faq.json (${faqGroups.join(", ")})`,
    ]);
  });

  it("asks the claims to name a rating's source once the site's facts name one, and refuses a source they do not name", () => {
    const source = { name: "G2", url: "https://www.g2.com/products/northstar/reviews" };
    const named = problemsAfter<SiteContent>("content/site.json", (site) => {
      site.claims.softwareRating.source = source;
    });
    expect(named).toEqual([
      "content/claims.json: figures: must name {site.claims.softwareRating.source.name}: content/site.json names where that rating comes from, and a visitor should see it",
    ]);
    const unnamed = problemsAfter<ClaimsContent>("content/claims.json", (claims) => {
      const [first] = claims.figures;
      if (first) first.label += ", on {site.claims.productRating.source.name}";
    });
    expect(unnamed).toEqual([
      expect.stringMatching(
        /^content\/claims\.json: figures\[0\]\.label: \{site\.claims\.productRating\.source\.name\} names no fact/,
      ),
    ]);
  });

  it("accepts any number of questions in the FAQ group /pricing shows the first of", () => {
    const group = pricingPageCopy.billing.faqGroup;
    const problems = problemsAfter<FaqContent>("content/faq.json", (faq) => {
      for (let count = 0; count <= PRICING_FAQ_MAX; count += 1)
        faq.items.push({ ...faq.items[0]!, id: `one-more-${count}`, group, onHome: false, inHomeStructuredData: false });
    });
    expect(problems).toEqual([]);
  });

  it("accepts the placeholders a file's accessor fills itself, and only in that file", () => {
    const problems = problemsAfter<FormPostMessagesContent>("content/form-post-messages.json", (messages) => {
      messages.unsupported = "At most {maxKb} KB, {firstName}.";
    });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/form-post-messages\.json: unsupported: \{firstName\} names no fact/),
    ]);
  });

  it("refuses a roadmap horizon the page has no colour for", () => {
    const problems = problemsAfter<{ roadmap: { horizon: string }[] }>("content/pages/future.json", (future) => {
      const [first] = future.roadmap;
      if (first) first.horizon = "Soon";
    });
    expect(problems).toEqual(["content/pages/future.json: roadmap[0].horizon: must be one of Now, Next, Later"]);
  });

  it("refuses a legal index entry for a document that does not exist", () => {
    const problems = problemsAfter<{ documents: { slug: string }[] }>("content/pages/legal.json", (legal) => {
      const [first] = legal.documents;
      if (first) first.slug = "cookie-policy";
    });
    expect(problems).toEqual([
      "content/pages/legal.json: documents[0].slug: must be one of privacy-policy, terms-and-conditions",
    ]);
  });

  it("refuses a not-found suggestion that links to no page", () => {
    const problems = problemsAfter<ErrorsContent>("content/errors.json", (errors) => {
      const [first] = errors.notFound.suggestions;
      if (first) (first as { page: string }).page = "feature";
    });
    expect(problems[0]).toMatch(/^content\/errors\.json: notFound\.suggestions\[0\]\.page: must be the id of a page: home, /);
  });
});
