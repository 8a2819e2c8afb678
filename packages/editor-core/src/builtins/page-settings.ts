import type { FieldSpecs } from "../registry/field-spec";
import type { PageSettings } from "../types";
import { between, colour, flag, image, text } from "./field-helpers";

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

export const pageSettingsFields: FieldSpecs = {
  name: text({ required: true, requiredMessage: "validation.page.nameRequired", maxLength: 25 }),
  details: text({ required: true, requiredMessage: "validation.page.detailsRequired" }),
  classification: {
    kind: ["string", "number"],
    nullable: true,
    required: true,
    requiredMessage: "validation.page.classificationRequired",
  },
  isPerson: flag(),
  isBack: flag(),
  titleHeight: between(35, 100),
  bgColor: colour(),
  bgImg: image(),
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
