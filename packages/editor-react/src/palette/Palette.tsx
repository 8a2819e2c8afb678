import { useDraggable } from "@dnd-kit/core";
import type { ComponentDefinition } from "@vitrine/editor-core";
import { useMemo, useState } from "react";
import { PALETTE_PREFIX } from "../workbench/EditorDnd";
import { useEditorUi } from "../workbench/editor-context";

// Placeholders sit with the business components, as in the original palette.
const groupOf = (definition: ComponentDefinition) =>
  definition.group === "basic" ? "basic" : "business";

/** The component palette: basic and business groups, a name filter, one button per component. */
export function Palette({ types }: { types: readonly string[] }) {
  const { editor, t, tc, notify } = useEditorUi();
  const [filter, setFilter] = useState("");
  const definitions = useMemo(
    () => editor.registry.list().filter((d) => types.includes(d.type)),
    [editor, types],
  );
  const needle = filter.trim().toLowerCase();
  const shown = definitions.filter((d) => tc(d.title).toLowerCase().includes(needle));
  const add = (type: string) => {
    const result = editor.insert(type);
    if (result.ok) editor.select([result.id]);
    else notify(result.message);
  };
  return (
    <nav aria-label={t("editor.palette")} style={{ width: 200, padding: 12, overflowY: "auto" }}>
      <input
        type="search"
        aria-label={t("editor.paletteFilter")}
        placeholder={t("editor.paletteFilter")}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ width: "100%", boxSizing: "border-box", marginBottom: 12 }}
      />
      {(["basic", "business"] as const).map((group) => {
        const items = shown.filter((d) => groupOf(d) === group);
        if (items.length === 0) return null;
        return (
          <section key={group} aria-label={tc(`group.${group}`)}>
            <h3 style={{ fontSize: 13, margin: "8px 0" }}>{tc(`group.${group}`)}</h3>
            <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 6 }}>
              {items.map((d) => (
                <PaletteItem key={d.type} type={d.type} title={tc(d.title)} onAdd={add} />
              ))}
            </div>
          </section>
        );
      })}
    </nav>
  );
}

/** A palette button: click (or Enter) adds the component; dragging drops it on the canvas. */
function PaletteItem(props: { type: string; title: string; onAdd: (type: string) => void }) {
  const drag = useDraggable({ id: `${PALETTE_PREFIX}${props.type}` });
  return (
    <button
      ref={drag.setNodeRef}
      {...drag.listeners}
      {...drag.attributes}
      type="button"
      aria-roledescription={undefined}
      aria-describedby={undefined}
      data-component-type={props.type}
      onClick={() => props.onAdd(props.type)}
      style={{ padding: "8px 4px", fontSize: 12, opacity: drag.isDragging ? 0.5 : 1 }}
    >
      {props.title}
    </button>
  );
}
