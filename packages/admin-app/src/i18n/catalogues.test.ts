import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cropperTexts } from "../components/avatar-cropper/cropperTexts";
import { lockTexts } from "../components/lock/lockTexts";
import { moduleTexts } from "../components/module/moduleTexts";
import { iframeTexts } from "../layout/routerView/iframeTexts";
import { appTexts } from "../pages/app/appTexts";
import { analyticsTexts } from "../pages/decorate/analytics/analyticsTexts";
import { decorateTexts } from "../pages/decorate/decorateTexts";
import { demoTexts } from "../pages/demos/demoTexts";
import { funTexts } from "../pages/demos/fun/funTexts";
import { pagesTexts } from "../pages/demos/pages/pagesTexts";
import { deviceTexts } from "../pages/device/shared/deviceTexts";
import { feedbackTexts } from "../pages/feedback/feedbackTexts";
import { goodsTexts } from "../pages/goods/goodsTexts";
import { dashboardTexts } from "../pages/home/dashboardTexts";
import { marketingTexts } from "../pages/marketing/shared/marketingTexts";
import { mediaPageResources } from "../pages/media/media-i18n";
import { deskTexts } from "../pages/order/deskTexts";
import { orderTexts } from "../pages/order/orderTexts";
import { refundTexts } from "../pages/order/refunds/refundTexts";
import { personalTexts } from "../pages/personal/personalTexts";
import { sosTexts } from "../pages/sos/sosTexts";
import { systemTexts } from "../pages/system/shared/systemTexts";
import { upgradeTexts } from "../pages/upgrade/upgradeTexts";
import { liveFleetTexts } from "../pages/websocket/websocketTexts";
import { publicPageTexts } from "../pages/welcome/publicPageTexts";
import { realtimeTexts } from "../realtime/realtimeTexts";
import { routeTitles } from "../router/routeTitles";
import { LANGUAGES } from "./languages";
import { resources } from "./resources";

/**
 * Every message catalogue of the admin app, by the file (under src/) that defines it. The main
 * catalogue travels with the sign-in page; the others are added when their screen first renders,
 * so a gap in one of them only shows once someone opens that screen in that language.
 */
const CATALOGUES: Record<string, Record<string, unknown>> = {
  "i18n/resources.ts": Object.fromEntries(LANGUAGES.map((l) => [l, resources[l].translation])),
  "components/avatar-cropper/cropperTexts.ts": cropperTexts,
  "components/lock/lockTexts.ts": lockTexts,
  "layout/routerView/iframeTexts.ts": iframeTexts,
  "components/module/moduleTexts.ts": moduleTexts,
  "pages/app/appTexts.ts": appTexts,
  "pages/decorate/decorateTexts.ts": decorateTexts,
  "pages/decorate/analytics/analyticsTexts.ts": analyticsTexts,
  "pages/demos/demoTexts.ts": demoTexts,
  "pages/feedback/feedbackTexts.ts": feedbackTexts,
  "pages/media/media-i18n.ts": mediaPageResources,
  "pages/personal/personalTexts.ts": personalTexts,
  "pages/system/shared/systemTexts.ts": systemTexts,
  "pages/welcome/publicPageTexts.ts": publicPageTexts,
  "router/routeTitles.ts": routeTitles,
  "realtime/realtimeTexts.ts": realtimeTexts,
  "pages/goods/goodsTexts.ts": goodsTexts,
  "pages/home/dashboardTexts.ts": dashboardTexts,
  "pages/sos/sosTexts.ts": sosTexts,
  "pages/upgrade/upgradeTexts.ts": upgradeTexts,
  "pages/websocket/websocketTexts.ts": liveFleetTexts,
  "pages/demos/fun/funTexts.ts": funTexts,
  "pages/demos/pages/pagesTexts.ts": pagesTexts,
  "pages/device/shared/deviceTexts.ts": deviceTexts,
  "pages/marketing/shared/marketingTexts.ts": marketingTexts,
  "pages/order/orderTexts.ts": orderTexts,
  "pages/order/deskTexts.ts": deskTexts,
  "pages/order/refunds/refundTexts.ts": refundTexts,
};

/** Other files with a "zh-tw" key, and why they need no check of their own. */
const OTHER_FILES_KEYED_BY_LANGUAGE: Record<string, string> = {
  "i18n/languages.ts": "language tags for Accept-Language and Intl",
  "i18n/antdLocales.ts": "antd's own locale packs",
  "i18n/lazyLanguages.ts": "loaders of the shell's messages in i18n/locales, one per language",
  "i18n/locales/zh-cn.ts": "a language of i18n/resources.ts (the language menu's names)",
  "i18n/locales/en.ts": "a language of i18n/resources.ts (the language menu's names)",
  "i18n/locales/zh-tw.ts": "a language of i18n/resources.ts (the language menu's names)",
  "pages/demos/pages/FormI18nPage.tsx": "the language switch's own names, each in its language",
};

/** Every leaf of a nested message object, by dotted path (flat dotted keys read the same). */
function leaves(value: unknown, prefix = ""): Map<string, unknown> {
  if (typeof value !== "object" || value === null) return new Map([[prefix, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [
      ...leaves(child, prefix ? `${prefix}.${key}` : key),
    ]),
  );
}

/** The interpolation names of a text ({{name}}, {{ name }}, {{name, format}}), sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].map((m) => m[1] ?? "").sort();
}

interface Gap {
  key: string;
  language: string;
  problem: string;
}

/** What is wrong with a catalogue: missing, empty or extra texts, and placeholders that differ. */
function gapsOf(catalogue: Record<string, unknown>): Gap[] {
  const byLanguage = new Map(LANGUAGES.map((l) => [l, leaves(catalogue[l] ?? {})]));
  const keys = new Set([...byLanguage.values()].flatMap((texts) => [...texts.keys()]));
  const gaps: Gap[] = [];
  for (const key of [...keys].sort()) {
    const reference = byLanguage.get("zh-cn")?.get(key);
    for (const language of LANGUAGES) {
      const text = byLanguage.get(language)?.get(key);
      if (typeof text !== "string") gaps.push({ key, language, problem: "missing" });
      else if (text.trim() === "") gaps.push({ key, language, problem: "empty" });
      else if (
        typeof reference === "string" &&
        placeholders(text).join() !== placeholders(reference).join()
      )
        gaps.push({
          key,
          language,
          problem: `placeholders ${placeholders(text).join() || "none"} where zh-cn has ${
            placeholders(reference).join() || "none"
          }`,
        });
    }
  }
  return gaps;
}

describe("message catalogues", () => {
  it.each(Object.entries(CATALOGUES))(
    "%s has a non-empty text with the same placeholders for every key in every language",
    (_file, catalogue) => {
      expect(Object.keys(catalogue).sort()).toEqual([...LANGUAGES].sort());
      expect(gapsOf(catalogue)).toEqual([]);
    },
  );

  it("are all checked here: any other file keyed by language is listed with its reason", () => {
    const src = fileURLToPath(new URL("..", import.meta.url));
    const keyedByLanguage = readdirSync(src, { recursive: true, encoding: "utf8" })
      .map((file) => file.split("\\").join("/"))
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .filter((file) => /["']zh-tw["']\s*:/.test(readFileSync(`${src}/${file}`, "utf8")));
    const unchecked = keyedByLanguage.filter(
      (file) => !(file in CATALOGUES) && !(file in OTHER_FILES_KEYED_BY_LANGUAGE),
    );
    expect(unchecked).toEqual([]);
  });
});

describe("the completeness check itself", () => {
  const catalogue = (en: unknown, zhTw: unknown) => ({
    "zh-cn": { a: { b: "共 {{total}} 条" }, c: "好" },
    en,
    "zh-tw": zhTw,
  });

  it("accepts texts that match", () => {
    expect(
      gapsOf(
        catalogue(
          { a: { b: "{{total}} in all" }, c: "Good" },
          { a: { b: "共 {{total}} 筆" }, c: "好" },
        ),
      ),
    ).toEqual([]);
  });

  it("names a missing, an empty and a mismatched text", () => {
    expect(
      gapsOf(catalogue({ a: { b: "{{count}} in all" }, c: " " }, { a: { b: "共 {{total}} 筆" } })),
    ).toEqual([
      { key: "a.b", language: "en", problem: "placeholders count where zh-cn has total" },
      { key: "c", language: "en", problem: "empty" },
      { key: "c", language: "zh-tw", problem: "missing" },
    ]);
  });
});
