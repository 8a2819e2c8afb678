import { defineComponent } from "../registry/define-component";
import { linkTarget, linkType } from "./field-helpers";

/** Floating button: at most once per page and never first. */
export const suspension = defineComponent({
  type: "suspension",
  group: "basic",
  icon: "CustomerServiceOutlined",
  legacy: { code: "1-16", style: "suspensionstyle" },
  placement: { maxPerPage: 1, notFirst: true },
  defaultProps: { type: "10", http: {} },
  fields: { type: linkType(), http: linkTarget() },
});
