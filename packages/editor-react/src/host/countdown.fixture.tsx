import { defineComponent } from "@vitrine/editor-core";
import type { PreviewProps } from "../previews/preview-types";
import { defineHostComponent } from "./define-host-component";

/** A host's component as an embedding team writes it: definition, preview, texts and icon. */
export const countdownDefinition = defineComponent({
  type: "countdown",
  group: "business",
  defaultProps: { label: "Sale ends in", endsAt: "2026-12-31" },
  fields: {
    label: {
      kind: "string",
      required: true,
      requiredMessage: "validation.countdown.label",
      maxLength: 20,
      ui: { widget: "text", label: "field.countdown.label" },
    },
    endsAt: { kind: "string", ui: { widget: "text", label: "field.countdown.endsAt" } },
  },
});

function CountdownIcon({ size }: { size?: number | string }) {
  return <svg data-testid="countdown-icon" width={size} height={size} aria-hidden="true" />;
}

function CountdownPreview({ props }: PreviewProps) {
  return (
    <p data-testid="countdown">
      {String(props.label)} {String(props.endsAt)}
    </p>
  );
}

export const countdownMessages = {
  en: {
    "component.countdown.title": "Countdown",
    "field.countdown.label": "Label",
    "field.countdown.endsAt": "Ends at",
    "validation.countdown.label": "Give the countdown a label",
  },
  "zh-cn": {
    "component.countdown.title": "倒计时",
    "field.countdown.label": "标签",
    "field.countdown.endsAt": "结束时间",
    "validation.countdown.label": "请输入倒计时标签",
  },
  "zh-tw": {
    "component.countdown.title": "倒數計時",
    "field.countdown.label": "標籤",
    "field.countdown.endsAt": "結束時間",
    "validation.countdown.label": "請輸入倒數計時標籤",
  },
};

export const countdown = defineHostComponent({
  definition: countdownDefinition,
  preview: CountdownPreview,
  messages: countdownMessages,
  icon: CountdownIcon,
});

/** Replaces the custom module's demo preview, as a host with its own modules does. */
export const customModule = defineHostComponent({
  type: "custommodule",
  preview: () => <p data-testid="host-module">Host module</p>,
});

export const HOST_COMPONENTS = [countdown, customModule];
