import { defineComponent } from "../registry/define-component";
import { flag, image, text, uiFor } from "./field-helpers";

const { ui } = uiFor("videoss");

/** Video with a cover image (the player's poster). */
export const video = defineComponent({
  type: "videoss",
  group: "basic",
  icon: "Video",
  legacy: { code: "1-8", style: "videostyle" },
  defaultProps: { src: "", coverUrl: "", autoplay: false },
  fields: {
    // An mp4 of the media library or a typed http(s) address.
    src: text({ format: "video", ui: ui("video", "src") }),
    // The original writes null while no cover is chosen.
    coverUrl: image({ nullable: true, legacy: "null-when-empty", ui: ui("image", "coverUrl") }),
    autoplay: flag({ ui: ui("switch", "autoplay") }),
  },
});
