import { defineComponent } from "@vitrine/editor-core";
import { defineHostComponent } from "@vitrine/editor-react";
import { Timer } from "lucide-react";

// The host's own component, written only against the packages' public entries.
export const countdown = defineHostComponent({
  definition: defineComponent({
    type: "countdown",
    defaultProps: { label: "Sale ends in", endsAt: "2026-12-31" },
    fields: {
      label: {
        kind: "string",
        required: true,
        maxLength: 20,
        ui: { widget: "text", label: "field.countdown.label" },
      },
      endsAt: { kind: "string", ui: { widget: "text", label: "field.countdown.endsAt" } },
    },
  }),
  preview: ({ props }) => (
    <p className="countdown">
      {String(props.label)} <time>{String(props.endsAt)}</time>
    </p>
  ),
  messages: {
    en: {
      "component.countdown.title": "Countdown",
      "field.countdown.label": "Label",
      "field.countdown.endsAt": "Ends at",
    },
    "zh-cn": {
      "component.countdown.title": "倒计时",
      "field.countdown.label": "标签",
      "field.countdown.endsAt": "结束时间",
    },
    "zh-tw": {
      "component.countdown.title": "倒數計時",
      "field.countdown.label": "標籤",
      "field.countdown.endsAt": "結束時間",
    },
  },
  // A lucide icon, as the docs show: it must type-check under exactOptionalPropertyTypes.
  icon: Timer,
});

/** A module constant: the same list for the editor and the renderer. */
export const components = [countdown];
