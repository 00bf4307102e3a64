import { execFileSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "#tooling/chromium.ts";
import { test } from "#tests/support/cms-e2e.ts";
