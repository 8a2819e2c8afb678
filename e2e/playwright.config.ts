import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const port = process.env.E2E_PORT ?? "18090";
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server,
 * which start-server.mjs runs from the built packages on a fresh data folder.
 */
export default defineConfig({
  testDir: "./tests",
  // Limits for a hung test, not a speed budget: CI shares 2 cores with whatever else runs, and a
  // verdict must not depend on that (issue 17). bench/ measures speed.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    locale: "zh-CN",
    trace: "retain-on-failure",
    launchOptions: {
      // $CHROMIUM_PATH (default /usr/bin/chromium) without the omnibox popup it preloads per window.
      executablePath: fileURLToPath(new URL("../scripts/chromium.sh", import.meta.url)),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node start-server.mjs",
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
