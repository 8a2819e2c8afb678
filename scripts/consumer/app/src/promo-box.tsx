import { defineComponent } from "@vitrine/editor-core";
import { defineHostComponent, Slot } from "@vitrine/editor-react";

// The host's own container, declared as the built-in ones are: named slots on its definition, and
// a preview that draws each with <Slot name>, on pages and (as drop zones) on the canvas.
export const promoBox = defineHostComponent({
  definition: defineComponent({
    type: "promobox",
    // One of the built-ins' icons by name: no icon of its own in the first load.
    icon: "LayoutGrid",
    defaultProps: { heading: "This week" },
    fields: {
      heading: {
        kind: "string",
        maxLength: 20,
        ui: { widget: "text", label: "field.promobox.heading" },
      },
    },
    slots: {
      main: { title: "slot.promobox.main" },
      side: { title: "slot.promobox.side", max: 2 },
    },
  }),
  preview: ({ props }) => (
    <section className="promo-box">
      <h2>{String(props.heading)}</h2>
      <div className="promo-box__main">
        <Slot name="main" />
      </div>
      <aside>
        <Slot name="side" />
      </aside>
    </section>
  ),
  messages: {
    en: {
      "component.promobox.title": "Promo box",
      "field.promobox.heading": "Heading",
      "slot.promobox.main": "Main",
      "slot.promobox.side": "Side",
    },
    "zh-cn": {
      "component.promobox.title": "促销区",
      "field.promobox.heading": "标题",
      "slot.promobox.main": "主栏",
      "slot.promobox.side": "侧栏",
    },
    "zh-tw": {
      "component.promobox.title": "促銷區",
      "field.promobox.heading": "標題",
      "slot.promobox.main": "主欄",
      "slot.promobox.side": "側欄",
    },
  },
});
