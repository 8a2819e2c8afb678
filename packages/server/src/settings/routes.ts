import { SITE_SETTING_LABELS, type SiteSettingKey, type SiteSettings } from "@vitrine/contract";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import {
  describeOperation,
  summarizeValues,
  writeOperationLog,
} from "../modules/framework/operation-log.js";
import { preferencesAnswer, publicAnswer, siteAnswer } from "./answer-schema.js";
import { checkChange } from "./field-check.js";
import { settingsTranslator } from "./messages.js";
import {
  PREFERENCE_SPECS,
  PREFERENCES_MAX_BYTES,
  readPreferences,
  writePreferences,
} from "./preferences.js";
import {
  publicPart,
  readSiteSettings,
  readSiteSettingsForUpdate,
  SITE_SETTING_SPECS,
  writeSiteSettings,
} from "./site-settings.js";

/** The permission to change the site settings (seeded for admin under the config screen). */
export const SITE_SETTINGS_PERMISSION = "settings:edit";

const anyObject = { type: "object" } as const;

/** Each changed setting by the config screen's label in the operator's language: 全局标题 "A" → "B". */
function describeChange(locale: Locale, before: SiteSettings, after: SiteSettings): string {
  const details = summarizeValues(locale, SITE_SETTING_LABELS, { ...after }, { ...before });
  return details
    ? describeOperation(
        locale,
        "edited",
        [settingsTranslator(locale)("settings.siteName")],
        details,
      )
    : "";
}

export async function settingsRoutes(app: FastifyInstance, ctx: ServerContext) {
  // Read by the sign-in page before anyone signs in: the public part only.
  app.get(
    "/api/settings/public",
    { schema: { response: { 200: publicAnswer } }, config: { public: true } },
    async () => ok(publicPart(await readSiteSettings(ctx.db))),
  );

  app.get("/api/settings/site", { schema: { response: { 200: siteAnswer } } }, async () =>
    ok(await readSiteSettings(ctx.db)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    "/api/settings/site",
    {
      schema: { body: anyObject, response: { 200: siteAnswer } },
      config: { permission: SITE_SETTINGS_PERMISSION },
    },
    async (request) => {
      const t = settingsTranslator(request.locale);
      const checked = checkChange(
        SITE_SETTING_SPECS,
        request.body,
        t,
        (field) => SITE_SETTING_LABELS[field as SiteSettingKey]?.[request.locale] ?? field,
      );
      if ("problem" in checked) return fail(checked.problem);
      const now = ctx.now();
      const saved = await ctx.db.transaction(async (tx) => {
        const before = await readSiteSettingsForUpdate(tx);
        const after = { ...before, ...checked.values } as SiteSettings;
        if (!after.signInPassword && !after.signInSms && !after.signInQr) return undefined;
        await writeSiteSettings(tx, after, now);
        const summary = describeChange(request.locale, before, after);
        if (summary)
          await writeOperationLog(tx, request, now, {
            module: "settings",
            action: "edit",
            ids: [],
            summary,
          });
        return after;
      });
      if (!saved) return fail(t("settings.noMethod"));
      return ok(saved);
    },
  );

  app.get(
    "/api/settings/preferences",
    { schema: { response: { 200: preferencesAnswer } } },
    async (request) => ok(await readPreferences(ctx.db, request.auth!.access.userId)),
  );

  // The whole set of the operator's own choices at once; `{}` means "the site defaults".
  app.post<{ Body: Record<string, unknown> }>(
    "/api/settings/preferences",
    { schema: { body: anyObject, response: { 200: preferencesAnswer } } },
    async (request) => {
      const t = settingsTranslator(request.locale);
      if (JSON.stringify(request.body).length > PREFERENCES_MAX_BYTES)
        return fail(t("settings.tooLarge", { limit: PREFERENCES_MAX_BYTES }));
      const checked = checkChange(PREFERENCE_SPECS, request.body, t);
      if ("problem" in checked) return fail(checked.problem);
      if (checked.values.isDark === true && !(await readSiteSettings(ctx.db)).darkModeAllowed)
        return fail(t("settings.darkNotAllowed"));
      await writePreferences(ctx.db, request.auth!.access.userId, checked.values, ctx.now());
      return ok(checked.values);
    },
  );
}
