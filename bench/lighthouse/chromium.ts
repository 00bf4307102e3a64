/** One headless Debian Chromium for a series of Lighthouse runs, started with the project's offline flags. */
import { type LaunchedChrome, launch } from "chrome-launcher";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";

export const launchChromiumForLighthouse = (): Promise<LaunchedChrome> =>
  launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, "--headless=new"], logLevel: "silent" });

/** The browser's own version string, e.g. "Chromium 156.0.8078.79". */
export const chromiumVersion = async (chrome: LaunchedChrome): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const { Browser } = (await response.json()) as { Browser?: string };
  return Browser?.replace(/^(Headless)?Chrome\//, "Chromium ") ?? "unknown Chromium";
};
