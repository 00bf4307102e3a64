/**
 * Debian's Chromium and its headless shell, started without anything that reaches out to the network: the shell for
 * the tests (Playwright and the Lighthouse gate), the whole browser for the screenshots and the benchmarks.
 */
import { type LaunchedChrome, launch } from "chrome-launcher";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/**
 * Debian's Chromium headless shell: the same engine without the full browser around it, which costs about a third
 * less CPU for each page the tests load (decision 126). The tests and the Lighthouse gate run in it; screenshots and
 * the benchmarks use the whole browser, as a visitor's.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const testBrowserLaunchOptions = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS };

/** Chromium for a series of Lighthouse runs: the whole browser, or the headless shell for the gate, which times nothing. */
export const launchChromiumForLighthouse = (chromePath = CHROMIUM_PATH): Promise<LaunchedChrome> =>
  launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS, "--headless=new"], logLevel: "silent" });

/** The browser's own version string, e.g. "Chromium 156.0.8078.79". */
export const chromiumVersion = async (chrome: LaunchedChrome): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const { Browser } = (await response.json()) as { Browser?: string };
  return Browser?.replace(/^(Headless)?Chrome\//, "Chromium ") ?? "unknown Chromium";
};
