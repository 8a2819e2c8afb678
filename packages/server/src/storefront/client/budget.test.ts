import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildStorefrontClient } from "./build.js";

/** The budget: every component's script together, gzipped, at most 15 kB. */
const BUDGET_BYTES = 15 * 1024;

describe("the storefront's enhancement scripts", () => {
  it("weigh at most 15 kB gzip all together, one file per component kind", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-sf-assets-"));
    try {
      const files = await buildStorefrontClient(dir);
      expect(files.map((f) => path.basename(f))).toEqual([
        "carousel.js",
        "notice.js",
        "form.js",
        "product.js",
        "beacon.js",
      ]);
      const gzipped = files.map((f) => zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length);
      const total = gzipped.reduce((a, b) => a + b, 0);
      expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
      // Built for CSP script-src 'self': nothing that evaluates text as code.
      for (const f of files)
        expect(fs.readFileSync(f, "utf8")).not.toMatch(/\beval\(|new Function\(/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
