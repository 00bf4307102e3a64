import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "#tooling/chromium.ts";
import { runScenario, scenarios } from "./scenarios.ts";
const browser = await chromium.launch(chromiumLaunchOptions);
const scenario = scenarios.find((s) => s.name.startsWith(process.argv[2] ?? "/blog"))!;
for (const throttling of ["phone", "none"] as const)
  for (let i = 0; i < 3; i++) {
    const r = await runScenario(browser, process.argv[3] ?? "http://127.0.0.1:4400", scenario, throttling);
    console.log(throttling, JSON.stringify({ visible: r.visible, focusable: r.focusable, hydrated: r.hydrated, keystrokes: r.keystrokes }));
  }
await browser.close();
