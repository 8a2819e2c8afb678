import { defineComponent } from "../registry/define-component";
import { flag, image, text } from "./field-helpers";

/** Video with a cover image. */
export const video = defineComponent({
  type: "videoss",
  group: "basic",
  icon: "VideoCameraOutlined",
  legacy: { code: "1-8", style: "videostyle" },
  defaultProps: { src: "", coverUrl: "", autoplay: false },
  fields: { src: text(), coverUrl: image(), autoplay: flag() },
});
