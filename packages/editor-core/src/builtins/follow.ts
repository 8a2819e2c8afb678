import { defineComponent } from "../registry/define-component";
import { image, text, uiFor } from "./field-helpers";

const { ui } = uiFor("follow");

/** Follow the official account: a bar with the account's avatar, name and a follow button. */
export const follow = defineComponent({
  type: "follow",
  group: "basic",
  icon: "UserPlus",
  legacy: { code: "1-15", style: "followstyle" },
  defaultProps: { heade: "", followName: "", followAppId: "" },
  fields: {
    heade: image({ ui: ui("image", "heade") }),
    followName: text({ ui: ui("text", "followName") }),
    followAppId: text({ ui: ui("text", "followAppId") }),
  },
});
