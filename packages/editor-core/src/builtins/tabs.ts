import type { SlotSpec } from "../registry/define-component";
import { defineComponent } from "../registry/define-component";
import { list, text, uiFor } from "./field-helpers";

const { ui } = uiFor("tabs");

/** At most this many tabs; each has its own slot, so the slots are declared up to this count. */
export const TABS_MAX = 5;

const tab = (title: string) => ({ title });

/** Slot `tab<n>` holds the blocks of the n-th tab of the titles list. */
const tabSlots: Record<string, SlotSpec> = Object.fromEntries(
  Array.from({ length: TABS_MAX }, (_, index) => [
    `tab${index + 1}`,
    { title: `slot.tabs.tab${index + 1}` },
  ]),
);

/**
 * Tabs: the titles are props (one list entry per tab, up to five) and each tab's blocks are the
 * slot of the same position. Not in the original system, so never exported to its format.
 */
export const tabs = defineComponent({
  type: "tabs",
  group: "basic",
  icon: "PanelTop",
  defaultProps: { tabs: [tab("选项卡1"), tab("选项卡2")] },
  localizedDefaults: {
    en: { tabs: [tab("Tab 1"), tab("Tab 2")] },
    "zh-tw": { tabs: [tab("分頁1"), tab("分頁2")] },
  },
  fields: {
    tabs: list(
      { title: text({ required: true, maxLength: 10, ui: ui("text", "tabs.title") }) },
      {
        // Not sortable: a tab's blocks live in the slot of its position, which a drag of the
        // title alone would leave behind.
        minItems: 1,
        maxItems: TABS_MAX,
        ui: ui("list", "tabs", {
          addLabel: "field.tabs.tabs.add",
          newItem: tab(""),
          sortable: false,
        }),
      },
    ),
  },
  slots: tabSlots,
});
