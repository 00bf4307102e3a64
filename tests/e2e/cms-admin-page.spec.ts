import { expect, test } from "@playwright/test";
import { CMS_PATH } from "#core/cms.ts";

test.describe("the content manager in the production build", () => {
  test("/admin is served noindex and is not in the sitemap", async ({ request }) => {
    const response = await request.get(CMS_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(CMS_PATH);
  });

  test("/admin starts under its own CSP and offers the GitHub sign-in", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`),
      );
    });
    await page.goto(CMS_PATH);
    await expect(page.getByRole("button", { name: /GitHub/ })).toBeVisible({ timeout: 20_000 });
    expect(problems).toEqual([]);
  });
});
