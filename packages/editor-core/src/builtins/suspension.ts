import { defineComponent } from "../registry/define-component";
import { linkTarget, linkType, uiFor } from "./field-helpers";

const { ui } = uiFor("suspension");

/** Floating button at the bottom right of the phone: at most once per page and never first. */
export const suspension = defineComponent({
  type: "suspension",
  group: "basic",
  icon: "CircleDot",
  legacy: { code: "1-16", style: "suspensionstyle" },
  placement: { maxPerPage: 1, notFirst: true },
  defaultProps: { type: "10", http: {} },
  fields: {
    type: linkType(),
    http: linkTarget({ ui: ui("link", "http", { linkTypeField: "type" }) }),
  },
});
