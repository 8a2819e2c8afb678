import { defineComponent } from "../registry/define-component";
import { image, text } from "./field-helpers";

/** Follow the official account. */
export const follow = defineComponent({
  type: "follow",
  group: "basic",
  icon: "WechatOutlined",
  legacy: { code: "1-15", style: "followstyle" },
  defaultProps: { heade: "", followName: "", followAppId: "" },
  fields: { heade: image(), followName: text(), followAppId: text() },
});
