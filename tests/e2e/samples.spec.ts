/**
 * Proof a visitor can open: the sample documents, reached from the home page and /features, read whole on a phone;
 * and the home picture's walk through one discovery, which a visitor can pause and which holds still for those who
 * ask for less motion. Checked on the prerendered pages, without waiting for hydration: it all works without script.
 */
import { expect, type Page, test } from "@playwright/test";
import { loadBlogPosts } from "#content/blog.server.ts";
import { dashboard } from "#content/home.ts";
import { navigationCopy } from "#content/navigation.ts";
import { samplePageCopy } from "#content/pages/sample.ts";
import { samples } from "#content/samples.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";

test.describe.configure({ mode: "parallel" });

const samplePaths = samples.map((sample) => familyPath("sample", sample.slug));

/** The paths of the main content's links to a sample document. */
const sampleLinks = (page: Page) =>
  page.evaluate(
    (paths) =>
      [...document.querySelectorAll<HTMLAnchorElement>("main a[href]")]
        .map((link) => new URL(link.href).pathname)
        .filter((path) => paths.includes(path)),
    samplePaths,
  );

test("on a phone a sample's breadcrumbs end with its kind, which its heading does not say; a post's leave its title to the heading", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const lastCrumbWidth = async (path: string) => {
    await page.goto(path);
    const last = page.getByRole("navigation", { name: navigationCopy.breadcrumbLabel }).locator("li:has([aria-current=page])");
    return (await last.boundingBox())?.width ?? 0;
  };
  const samplePath = samplePaths[0];
  const post = loadBlogPosts()[0];
  if (!samplePath || !post) throw new Error("no sample document or no post to look at");
  expect(await lastCrumbWidth(samplePath), "a sample's kind, shown").toBeGreaterThan(20);
  expect(await lastCrumbWidth(familyPath("blogPost", post.slug)), "a post's title, left to its heading").toBeLessThanOrEqual(1);
});

for (const id of ["home", "features"] as const) {
  test(`${id === "home" ? "the home page" : "/features"} links to every sample document`, async ({ page }) => {
    await page.goto(pagePath(id));
    expect(new Set(await sampleLinks(page))).toEqual(new Set(samplePaths));
  });
}

for (const sample of samples) {
  test(`the sample ${sample.slug} reads whole at 320 px, each section and table in the page`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const response = await page.goto(familyPath("sample", sample.slug));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: sample.title })).toBeVisible();
    await expect(page.getByText(samplePageCopy.disclaimer).first()).toBeVisible();
    for (const section of sample.sections) await expect(page.getByRole("heading", { name: section.title })).toBeVisible();
    const layout = await page.evaluate(() => ({
      pageWidth: document.documentElement.scrollWidth,
      tables: document.querySelectorAll("main table").length,
      wideTables: [...document.querySelectorAll("main table")].filter(
        (table) => (table.parentElement?.scrollWidth ?? 0) > (table.parentElement?.clientWidth ?? 0) + 1,
      ).length,
      sources: document.querySelectorAll("main [data-sources] li").length,
    }));
    expect(layout.pageWidth, "the page's width").toBeLessThanOrEqual(320);
    expect(layout.tables, "tables drawn").toBe(sample.sections.filter((section) => section.layout === "table").length);
    expect(layout.wideTables, "tables wider than their box").toBe(0);
    expect(layout.sources, "sources listed").toBe(sample.sources.length);
  });
}

test("a sample document's citations each name a source it lists and take the reader to it", async ({ page }) => {
  const [sample] = samples.filter((candidate) => candidate.sections.some((section) => section.items.some((item) => item.cites)));
  if (!sample) throw new Error("no sample document cites its sources");
  await page.goto(familyPath("sample", sample.slug));
  const citations = page.getByRole("main").getByRole("link", { name: new RegExp(`^${samplePageCopy.citeLabel} \\d+$`) });
  const cited = sample.sections.flatMap((section) => section.items.flatMap((item) => item.cites ?? []));
  await expect(citations).toHaveCount(cited.length);
  const last = citations.last();
  const number = Number((await last.textContent())?.match(/\d+$/)?.[0]);
  await last.click();
  const source = page.locator("main [data-sources] li:target");
  await expect(source).toContainText(sample.sources[number - 1]?.name ?? "a source past the list");
  await expect(source).toBeInViewport();
});

/** The play state of every animation in the home page's picture, and how long the longest one lasts. */
const walkAnimations = (page: Page) =>
  page.evaluate((label) => {
    const figure = [...document.querySelectorAll("figure")].find((candidate) => candidate.ariaLabel === label);
    const animations = document
      .getAnimations()
      .filter((animation) => figure?.contains((animation.effect as KeyframeEffect | null)?.target as Node | null));
    // The walk's own, started by its trigger; the others show the discovery at work while it waits.
    const walking = (animation: Animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return !target || getComputedStyle(target).getPropertyValue("animation-trigger") !== "none";
    };
    const states = (list: Animation[]) => [...new Set(list.map((animation) => animation.playState))];
    return {
      states: states(animations.filter(walking)),
      waitingStates: states(animations.filter((animation) => !walking(animation))),
      steps: figure?.querySelectorAll("[data-walk-step]").length ?? 0,
      // A step to come is drawn faded or without colour.
      hiddenSteps: [...(figure?.querySelectorAll("[data-walk-step]") ?? [])].filter(
        (step) => Number(getComputedStyle(step).opacity) < 1 || getComputedStyle(step).filter !== "none",
      ).length,
      longest: Math.max(0, ...animations.map((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0))),
    };
  }, dashboard.label);

const walkFigure = (page: Page) => page.getByRole("figure", { name: dashboard.label });

/**
 * Each animation slowed twentyfold as it starts: on a busy machine the walk's 6.4 s could end, and its pause switch
 * with it, before a test reaches the switch.
 */
const slowWalk = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener("animationstart", (event) => {
      for (const animation of (event.target as Element).getAnimations()) animation.playbackRate = 0.05;
    }),
  );

test("the home picture's walk plays in the first view of a wide screen, and on a phone waits for the visitor to scroll it up", async ({
  page,
}) => {
  const wide = { width: 1440, height: 900 };
  await page.setViewportSize(wide);
  await slowWalk(page);
  await page.goto(pagePath("home"));
  const wideTop = (await walkFigure(page).boundingBox())?.y ?? 0;
  expect(wideTop, "the picture's top, in the first view").toBeLessThan(wide.height * 0.75);
  await expect.poll(async () => (await walkAnimations(page)).states).toContain("running");
  const pause = page.getByRole("checkbox", { name: dashboard.walk.pause });
  await expect(pause).toHaveCount(1);

  // On a phone the first view shows the picture's top at most, under the words a visitor reads first.
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  await page.goto(pagePath("home"));
  const top = (await walkFigure(page).boundingBox())?.y ?? 0;
  expect(top, "the picture's top, in a phone's first view's lower half").toBeGreaterThan(phone.height / 2);
  await page.waitForTimeout(1_000);
  const waiting = await walkAnimations(page);
  expect(waiting.states).toEqual(["paused"]);
  // Nothing to pause yet, and no switch that says there is.
  await expect(pause).toHaveCount(0);
  // Yet no empty shell: the question is asked and the market sized, and the next step is seen at work.
  const [question, research] = dashboard.walk.steps;
  for (const text of [question?.detail, research?.detail, ...dashboard.sizing.map(({ value }) => value)])
    await expect(walkFigure(page).getByText(text as string, { exact: true })).toBeVisible();
  expect(waiting.waitingStates).toContain("running");

  // Half way up the screen, it plays.
  await page.mouse.wheel(0, top - phone.height / 2);
  await expect.poll(async () => (await walkAnimations(page)).states).toContain("running");
  await expect(pause).toHaveCount(1);
});

test("the home picture's walk plays over a picture drawn whole from the first paint, and its switch pauses it", async ({
  page,
}) => {
  await slowWalk(page);
  await page.goto(pagePath("home"));
  // Every word of the picture is there at once: the walk only lights its panels in turn.
  const faded = await page.evaluate((label) => {
    const figure = [...document.querySelectorAll("figure")].find((candidate) => candidate.ariaLabel === label);
    const opacity = (element: Element | null): number =>
      !element || element === figure ? 1 : Number(getComputedStyle(element).opacity) * opacity(element.parentElement);
    return [...(figure?.querySelectorAll("p, li, span") ?? [])]
      .filter((element) => element.textContent?.trim() && element.getClientRects().length > 0 && opacity(element) < 0.99)
      .map((element) => element.textContent?.trim().slice(0, 30));
  }, dashboard.label);
  expect(faded).toEqual([]);
  await walkFigure(page).evaluate((figure) => figure.scrollIntoView());
  await expect.poll(async () => (await walkAnimations(page)).states).toContain("running");
  expect((await walkAnimations(page)).steps).toBe(dashboard.walk.steps.length);
  const pause = page.getByRole("checkbox", { name: dashboard.walk.pause });
  await expect(pause).not.toBeChecked();
  await pause.focus();
  await page.keyboard.press("Space");
  await expect(pause).toBeChecked();
  await expect.poll(async () => (await walkAnimations(page)).states).toEqual(["paused"]);
});

test("the home picture's walk changes the product on screen at each step: the view, the PRD written out, the stories ticked, and no pause switch once it has played", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The page's clock slowed a thousandfold, and each animation held as it starts: on a busy machine the walk's first
  // step (1.6 s) once ran its course before its start event came, and an animation that has run its course is no
  // longer the page's to set.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Animation.enable");
  await devtools.send("Animation.setPlaybackRate", { playbackRate: 0.001 });
  await page.addInitScript(() =>
    document.addEventListener("animationstart", (event) => {
      for (const animation of (event.target as Element).getAnimations()) animation.pause();
      const target = event.target as Element;
      // The walk's own animations, not those that show the discovery at work while it waits for its trigger.
      if (target.closest(".walk") && getComputedStyle(target).getPropertyValue("animation-trigger") !== "none")
        document.documentElement.dataset.walkStarted = "";
    }),
  );
  await page.goto(pagePath("home"));
  // Its trigger fired: one that fired after the moments were set would play the walk from its start again.
  await page.waitForFunction(() => document.documentElement.dataset.walkStarted !== undefined);
  // The walk's state at a moment of it, every animation of the picture held there.
  const stateAt = (moment: number) =>
    page.evaluate(
      ({ label, moment, problem, queued, statusDone, validated, inTracker }) => {
        const figure = [...document.querySelectorAll("figure")].find((candidate) => candidate.ariaLabel === label);
        for (const animation of document.getAnimations()) {
          if (!figure?.contains((animation.effect as KeyframeEffect | null)?.target as Node | null)) continue;
          animation.pause();
          animation.currentTime = moment;
        }
        const highlight = figure?.querySelector("[data-walk-view]")?.getBoundingClientRect();
        const middle = highlight ? highlight.top + highlight.height / 2 : -1;
        const view = [...(highlight ? (figure?.querySelectorAll("aside span") ?? []) : [])].find((item) => {
          const box = item.getBoundingClientRect();
          return item.children.length === 0 && box.top < middle && box.bottom > middle && item.textContent?.trim();
        });
        const paragraphs = [...(figure?.querySelectorAll("p") ?? [])];
        const prd = paragraphs.find((paragraph) => paragraph.textContent?.includes(problem));
        const prdHidden = Number(/ ([\d.]+)%$/.exec(prd ? getComputedStyle(prd).maskPosition : "")?.[1] ?? Number.NaN);
        const waiting = paragraphs.find((paragraph) => paragraph.textContent?.includes(queued));
        const ticks = [...(figure?.querySelectorAll("li svg") ?? [])].filter((tick) => tick.getBoundingClientRect().width > 1);
        return {
          view: view?.textContent?.trim(),
          // The steps whose outcome shows: a step tells what it found once it is done, never while it runs.
          found: [...(figure?.querySelectorAll("[data-walk-step] > span:nth-child(2)") ?? [])].filter(
            (detail) => getComputedStyle(detail).visibility === "visible",
          ).length,
          // How far its mask has yet to slide up over it (100% hides it all, 0 none), written out line after line.
          prdHidden,
          prdWritten: prdHidden === 0,
          prdWaiting: waiting ? getComputedStyle(waiting).visibility === "visible" : false,
          ticks: ticks.length,
          // The backlog says it is in the tracker once the stories are pushed, never before.
          pushed: [...(figure?.querySelectorAll("span") ?? [])].some(
            (span) => span.textContent?.trim() === inTracker && getComputedStyle(span).visibility === "visible",
          ),
          // The discovery complete, at the walk's end; its demand validated, by the research done from the first paint.
          ended: [statusDone, validated].map((text) =>
            [...(figure?.querySelectorAll("span") ?? [])].some(
              (span) => span.textContent?.trim() === text && getComputedStyle(span).visibility === "visible",
            ),
          ),
          // The pause switch, there while the walk plays.
          pausable: [...(figure?.querySelectorAll("label") ?? [])].some(
            (label) => getComputedStyle(label).visibility === "visible",
          ),
        };
      },
      {
        label: dashboard.label,
        moment,
        problem: dashboard.problem,
        queued: dashboard.prdQueued,
        statusDone: dashboard.statusDone,
        validated: dashboard.chartBadge,
        inTracker: dashboard.backlogBadge,
      },
    );
  const [, , , prds, prioritize] = dashboard.navigation;
  // The walk in ms: the question asked and the market researched from the first paint, then the PRD and the stories,
  // 3.6 s each. Until the PRD is written, its panel says it waits for the research, rather than standing empty.
  expect(await stateAt(200)).toMatchObject({
    view: prds,
    found: 2,
    pushed: false,
    prdWritten: false,
    prdWaiting: true,
    ticks: 0,
    pausable: true,
    ended: [false, true],
  });
  const writing = await stateAt(1_500);
  expect(writing).toMatchObject({ view: prds, found: 2, prdWaiting: false, ticks: 0 });
  // The stories on their way to the tracker: the last step, its badge and the discovery's status all still running.
  expect(await stateAt(5_000)).toMatchObject({ view: prioritize, found: 3, pushed: false, ended: [false, true] });
  // Written out from the top, not shown at once: part of it is drawn, part still hidden.
  expect(writing.prdHidden).toBeGreaterThan(0);
  expect(writing.prdHidden).toBeLessThan(100);
  // Once over, the picture stays on the backlog the discovery ends with, and its menu says so.
  expect(await stateAt(10_000)).toMatchObject({
    view: prioritize,
    found: dashboard.walk.steps.length,
    pushed: true,
    prdWritten: true,
    prdWaiting: false,
    ticks: dashboard.backlog.length,
    // Once the walk has played there is nothing to pause, and no switch says there is.
    pausable: false,
    ended: [true, true],
  });
});

test("under reduced motion the home picture's walk shows its last state, still", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(pagePath("home"));
  const still = await walkAnimations(page);
  expect(still.steps).toBe(dashboard.walk.steps.length);
  expect(still.hiddenSteps, "steps not yet shown").toBe(0);
  expect(still.longest, "the longest animation, in ms").toBeLessThan(1);
  await context.close();
});

test("the walk's outcome, the PRD with its sources and the stories in the tracker, is in a wide screen's first view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pagePath("home"));
  const figure = page.getByRole("figure", { name: dashboard.label });
  const [firstStory] = dashboard.backlog;
  // The last of each: the side menu lists the sources too, earlier in the markup but lower on the screen.
  for (const text of [dashboard.problem, dashboard.sources.at(-1)?.name, firstStory?.title]) {
    const box = await figure
      .getByText(text as string, { exact: false })
      .last()
      .boundingBox();
    expect(box, text).not.toBeNull();
    expect((box?.y ?? 900) + (box?.height ?? 0), text).toBeLessThanOrEqual(900);
  }
});

test("the home picture draws no words over others at any width from a phone to a wide screen, tablets included", async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(pagePath("home"));
  const figure = page.getByRole("figure", { name: dashboard.label });
  for (const width of [390, 640, 768, 820, 900, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Every piece of text the picture shows, as drawn: no two of them may cross.
    const crossing = await figure.evaluate((root) => {
      const boxes = [...root.querySelectorAll("*")].flatMap((element) => {
        const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        const box = element.getBoundingClientRect();
        return text && box.width > 0 && getComputedStyle(element).visibility === "visible"
          ? [{ element, text: element.textContent?.trim().slice(0, 24), box }]
          : [];
      });
      const crosses = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      return boxes.flatMap((a, index) =>
        boxes
          .slice(index + 1)
          // Words inside words (a figure in its sentence) are one text, not two.
          .filter((b) => !a.element.contains(b.element) && !b.element.contains(a.element))
          .flatMap((b) => (crosses(a.box, b.box) ? [`"${a.text}" over "${b.text}"`] : [])),
      );
    });
    expect(crossing, `${width} px`).toEqual([]);
  }
  await context.close();
});
