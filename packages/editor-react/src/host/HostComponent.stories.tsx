// A host's component registered from outside the packages: only the public entries are imported,
// as an embedding team's app would (issue 25).
import { createDocument, createEditor, defineComponent } from "@vitrine/editor-core";
import {
  defineConfig,
  defineHostComponent,
  Editor,
  PageRenderer,
  type PreviewProps,
} from "@vitrine/editor-react";
import { Timer } from "lucide-react";
import { useState } from "react";

export default { title: "Editor/Host component" };

function CountdownPreview({ props, locale }: PreviewProps) {
  const ends = locale === "en" ? "ends" : locale === "zh-tw" ? "結束於" : "结束于";
  return (
    <div style={{ padding: 16, background: "#fff1f0", color: "#cf1322", textAlign: "center" }}>
      <strong>{String(props.label)}</strong> · {ends} {String(props.endsAt)}
    </div>
  );
}

const countdown = defineHostComponent({
  definition: defineComponent({
    type: "countdown",
    group: "business",
    defaultProps: { label: "Sale ends soon", endsAt: "2026-12-31" },
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
  preview: CountdownPreview,
  messages: {
    en: {
      "component.countdown.title": "Countdown",
      "field.countdown.label": "Label",
      "field.countdown.endsAt": "Ends on",
    },
    "zh-cn": {
      "component.countdown.title": "倒计时",
      "field.countdown.label": "标签",
      "field.countdown.endsAt": "结束日期",
    },
    "zh-tw": {
      "component.countdown.title": "倒數計時",
      "field.countdown.label": "標籤",
      "field.countdown.endsAt": "結束日期",
    },
  },
  icon: Timer,
});
const components = [countdown];

function HostComponentStory({ locale }: { locale: "en" | "zh-cn" | "zh-tw" }) {
  const [editor] = useState(() => createEditor({ locale }));
  return <Editor editor={editor} locale={locale} components={components} />;
}

/** Countdown in the palette (business group); added, it is edited by its generated panel. */
export const HostComponent = () => <HostComponentStory locale="en" />;
export const HostComponentChinese = () => <HostComponentStory locale="zh-cn" />;

/** The same component drawn by <PageRenderer> for shoppers. */
const page = createDocument({
  settings: { name: "Deals" },
  components: [
    { id: "c1", type: "countdown", props: { label: "Flash sale", endsAt: "2026-12-31" } },
  ],
});
export const HostComponentOnThePage = () => (
  <PageRenderer locale="en" components={components} document={page} />
);

interface BadgeProps {
  text: string;
}

/** The same kind of component in one config object (`defineConfig`), props typed from its defaults. */
const badgeConfig = defineConfig({
  components: {
    badge: {
      defaults: { text: "New in" } as BadgeProps,
      fields: { text: { kind: "string", maxLength: 12, ui: { widget: "text", label: "Text" } } },
      preview: ({ props }) => (
        <p style={{ margin: 12, padding: "4px 10px", background: "#ff4d4f", color: "#fff" }}>
          {props.text}
        </p>
      ),
      title: "Badge",
      icon: Timer,
    },
  },
  categories: [{ value: 1, label: "Home" }],
  root: { required: ["name"] },
});

export const OneConfigObject = () => <Editor config={badgeConfig} locale="en" />;
