import type { FieldSpecs } from "../registry/field-spec";
import type { PageSettings } from "../types";
import { between, colour, flag, image, text, uiFor } from "./field-helpers";

// Labels field.page.<setting>; the classification has no widget (its choices come from the server).
const { ui } = uiFor("page");

/** Defaults of a new page; the page header is drawn from name, titleHeight, isBack and isPerson. */
export const defaultPageSettings: PageSettings = {
  name: "",
  details: "",
  classification: "",
  isPerson: false,
  isBack: true,
  titleHeight: 35,
  bgColor: "rgba(249, 249, 249, 10)",
  bgImg: "",
};

/** At most this many characters in a page name (spec section 5). */
export const PAGE_NAME_MAX_LENGTH = 25;
/**
 * The spec sets no limit on the description; the server stores at most this many characters, so
 * the editor stops there too instead of letting a save be refused.
 */
export const PAGE_DETAILS_MAX_LENGTH = 200;

// The server checks a save with these same specs and messages (packages/server/src/pages/input.ts).
export const pageSettingsFields: FieldSpecs = {
  name: text({
    required: true,
    requiredMessage: "validation.page.nameRequired",
    maxLength: PAGE_NAME_MAX_LENGTH,
    maxLengthMessage: "validation.page.nameTooLong",
    ui: ui("text", "name"),
  }),
  details: text({
    required: true,
    requiredMessage: "validation.page.detailsRequired",
    maxLength: PAGE_DETAILS_MAX_LENGTH,
    maxLengthMessage: "validation.page.detailsTooLong",
    ui: ui("textarea", "details"),
  }),
  classification: {
    kind: ["string", "number"],
    nullable: true,
    required: true,
    requiredMessage: "validation.page.classificationRequired",
  },
  isPerson: flag({ ui: ui("switch", "isPerson") }),
  isBack: flag({ ui: ui("switch", "isBack") }),
  titleHeight: between(35, 100, { ui: ui("slider", "titleHeight", { step: 1 }) }),
  bgColor: colour({ ui: ui("colour", "bgColor") }),
  bgImg: image({ ui: ui("image", "bgImg") }),
};

/** The page header has no component of its own: it is drawn from these page settings. */
export interface PageHeader {
  name: string;
  titleHeight: number;
  isBack: boolean;
  isPerson: boolean;
}

export function pageHeaderOf(settings: PageSettings): PageHeader {
  return {
    name: settings.name,
    titleHeight: settings.titleHeight,
    isBack: settings.isBack,
    isPerson: settings.isPerson,
  };
}
