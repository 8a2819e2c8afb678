import { defineComponent } from "../registry/define-component";
import {
  between,
  colour,
  image,
  linkTarget,
  linkType,
  list,
  number,
  oneOf,
  text,
  upTo,
} from "./field-helpers";

/** Graphic navigation: icons with captions, fixed (imgStyle 0) or sliding (1). */
export const graphicNavigation = defineComponent({
  type: "graphicnavigation",
  group: "basic",
  icon: "AppstoreOutlined",
  legacy: { code: "1-4", style: "graphicnavigationstyle" },
  defaultProps: {
    bgImg: "",
    backgroundColor: "rgb(255, 255, 255)",
    imageList: [] as { src: string; text: string; linktype: string; http: object }[],
    imgStyle: 0,
    showSize: 5,
    navigationType: 0,
    borderRadius: 0,
    textColor: "rgba(50, 50, 51, 10)",
    textSize: 12,
    textHeight: 35,
  },
  fields: {
    bgImg: image(),
    backgroundColor: colour(),
    imageList: list({ src: image(), text: text(), linktype: linkType(), http: linkTarget() }),
    imgStyle: oneOf(0, 1),
    showSize: between(5, 11),
    navigationType: oneOf(0, 1),
    borderRadius: upTo(50),
    textColor: colour(),
    textSize: number({ min: 0, max: 99 }),
    textHeight: between(24, 50),
  },
});
