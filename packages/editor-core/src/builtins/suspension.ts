import { defineComponent } from "../registry/define-component";
import { image, linkTarget, linkType, uiFor } from "./field-helpers";

const { ui } = uiFor("suspension");

/**
 * Floating button at the bottom right of the phone: at most once per page and never first. The
 * original kept no image (it drew a fixed icon); ours may carry one, left out of its export while
 * empty so an original page still makes the round trip unchanged.
 */
export const suspension = defineComponent({
  type: "suspension",
  group: "basic",
  icon: "CircleDot",
  legacy: { code: "1-16", style: "suspensionstyle" },
  placement: { maxPerPage: 1, notFirst: true },
  defaultProps: { imgUrl: "", type: "10", http: {} },
  fields: {
    imgUrl: image({ legacy: "omit-when-empty", ui: ui("image", "imgUrl") }),
    type: linkType(),
    http: linkTarget({ ui: ui("link", "http", { linkTypeField: "type" }) }),
  },
});
