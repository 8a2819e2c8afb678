import { type Static, Type } from "@sinclair/typebox";
import {
  COMPONENT_SIZES,
  LANGUAGES,
  LAYOUTS,
  type Preferences,
  PUBLIC_SITE_SETTINGS,
  type PublicSiteSettings,
  type SiteSettings,
} from "@vitrine/contract";
import { assertType, type Equals, okAnswer } from "../http/envelope-schema.js";

/**
 * The settings answers as response schemas (issue 37): the serialiser writes only the keys named
 * here, so each schema is held equal to the contract's type, and a setting added to one and not
 * the other fails `tsc` instead of going missing from the screens that read it.
 */

/** One of a few texts, as a plain string enum: the serialiser checks no `anyOf` branch. */
const OneOf = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: "string", enum: [...values] });

const Site = Type.Object({
  globalTitle: Type.String(),
  logoUrl: Type.String(),
  primaryColor: Type.String(),
  layout: OneOf(LAYOUTS),
  componentSize: OneOf(COMPONENT_SIZES),
  darkModeAllowed: Type.Boolean(),
  lockScreenEnabled: Type.Boolean(),
  lockScreenMinutes: Type.Integer(),
  defaultLanguage: OneOf(LANGUAGES),
  globalVersion: Type.String(),
  signInPassword: Type.Boolean(),
  signInSms: Type.Boolean(),
  signInQr: Type.Boolean(),
});

const Public = Type.Pick(Site, PUBLIC_SITE_SETTINGS);

const Chosen = Type.Partial(
  Type.Object({
    primaryColor: Type.String(),
    isDark: Type.Boolean(),
    layout: OneOf(LAYOUTS),
    componentSize: OneOf(COMPONENT_SIZES),
    language: OneOf(LANGUAGES),
    isBreadcrumb: Type.Boolean(),
    isTagsView: Type.Boolean(),
    isFooter: Type.Boolean(),
    isGrayscale: Type.Boolean(),
    isWatermark: Type.Boolean(),
    watermarkText: Type.String(),
    loaderRemovalDelayMs: Type.Integer(),
  }),
);

assertType<Equals<Static<typeof Site>, SiteSettings>>();
assertType<Equals<Static<typeof Public>, PublicSiteSettings>>();
assertType<Equals<Static<typeof Chosen>, Preferences>>();

export const siteAnswer = okAnswer(Site);
export const publicAnswer = okAnswer(Public);
export const preferencesAnswer = okAnswer(Chosen);
