import type { ComponentInstance, Locale } from "@vitrine/editor-core";
import { useState } from "react";
import { num, str } from "./preview-types";
import { SlotBlocks } from "./slot-blocks";

const RATIOS: Readonly<Record<string, string>> = {
  "1:1": "1fr 1fr",
  "1:2": "1fr 2fr",
  "2:1": "2fr 1fr",
};

function TwoColumnPreview({ component, locale }: { component: ComponentInstance; locale: Locale }) {
  const props = component.props ?? {};
  return (
    <div
      data-container="twocolumn"
      style={{
        display: "grid",
        gridTemplateColumns: RATIOS[str(props.ratio, "1:1")] ?? RATIOS["1:1"],
        gap: num(props.gap, 8),
        background: "#fff",
      }}
    >
      {["left", "right"].map((name) => (
        // min-width 0: a wide block (a carousel) shrinks to its column instead of widening it.
        <div key={name} data-slot={name} style={{ minWidth: 0 }}>
          <SlotBlocks parent={component} name={name} locale={locale} />
        </div>
      ))}
    </div>
  );
}

/** The tab titles as saved: one per list entry, each with the slot of its position. */
function tabTitles(props: Record<string, unknown>): string[] {
  const list = Array.isArray(props.tabs) ? props.tabs : [];
  return list.map((tab) => str((tab as { title?: unknown } | null)?.title));
}

function TabsPreview({ component, locale }: { component: ComponentInstance; locale: Locale }) {
  const titles = tabTitles(component.props ?? {});
  const [open, setOpen] = useState(0);
  const shown = Math.min(open, Math.max(titles.length - 1, 0));
  return (
    <div data-container="tabs" style={{ background: "#fff" }}>
      <div role="tablist" style={{ display: "flex", borderBottom: "1px solid #ebedf0" }}>
        {titles.map((title, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a tab is its position (its slot's name)
            key={index}
            type="button"
            role="tab"
            aria-selected={index === shown}
            onClick={() => setOpen(index)}
            style={{
              flex: 1,
              padding: "10px 4px",
              border: 0,
              background: "none",
              font: "inherit",
              fontSize: 14,
              color: index === shown ? "#155bd4" : "#323233",
              borderBottom: index === shown ? "2px solid #155bd4" : "2px solid transparent",
              cursor: "pointer",
            }}
          >
            {title}
          </button>
        ))}
      </div>
      {titles.length > 0 && (
        <div role="tabpanel" data-slot={`tab${shown + 1}`}>
          <SlotBlocks parent={component} name={`tab${shown + 1}`} locale={locale} />
        </div>
      )}
    </div>
  );
}

/** A built-in container (editor-core's twocolumn or tabs) with its slots' blocks. */
export function ContainerPreview(props: { component: ComponentInstance; locale: Locale }) {
  return props.component.type === "tabs" ? (
    <TabsPreview {...props} />
  ) : (
    <TwoColumnPreview {...props} />
  );
}
