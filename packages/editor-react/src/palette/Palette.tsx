import { useDraggable } from "@dnd-kit/core";
import type { LucideProps } from "lucide-react";
import { type ComponentType, useMemo, useState, useSyncExternalStore } from "react";
import { useHostRegistry } from "../host/host-context";
import { paletteIcon } from "../icons/palette-icons";
import { preloadLazyPreviews } from "../previews/lazy-previews";
import { PALETTE_PREFIX } from "../workbench/EditorDnd";
import { useEditorUi } from "../workbench/editor-context";
import { paletteGroups } from "./palette-groups";

const VISUALLY_HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * The component palette: basic and business groups in the original order, a name filter, one
 * button per component with its icon. Without `types` it offers every registered component.
 */
export function Palette({ types }: { types?: readonly string[] | undefined }) {
  const { editor, t, tc, notify } = useEditorUi();
  const [filter, setFilter] = useState("");
  const [announcement, setAnnouncement] = useState("");
  // Follows the registry: a host's components come and go with its <Editor components>.
  const { registry } = editor;
  const registered = useSyncExternalStore(registry.subscribe, registry.list, registry.list);
  const hostIcons = useHostRegistry().icons;
  const definitions = useMemo(
    () => registered.filter((d) => !types || types.includes(d.type)),
    [registered, types],
  );
  const needle = filter.trim().toLowerCase();
  const groups = paletteGroups(
    definitions.filter((d) => tc(d.title).toLowerCase().includes(needle)),
  );
  const add = (type: string, title: string) => {
    const result = editor.insert(type);
    if (!result.ok) {
      notify(result.message);
      return;
    }
    editor.select([result.id]);
    // Focus stays on the palette button, so a keyboard or screen-reader user hears where it went.
    const position = editor.getDocument().components.findIndex((c) => c.id === result.id) + 1;
    setAnnouncement(
      t("palette.added").replace("{title}", title).replace("{position}", String(position)),
    );
  };
  return (
    <nav
      aria-label={t("editor.palette")}
      // Reaching for the palette is the hint that a component is about to be added: the previews
      // loaded on first use start loading now, not with the editor (the route's budget, issue 18).
      onPointerEnter={preloadLazyPreviews}
      onFocus={preloadLazyPreviews}
      style={{ width: 200, padding: 12, overflowY: "auto" }}
    >
      <input
        type="search"
        aria-label={t("editor.paletteFilter")}
        placeholder={t("editor.paletteFilter")}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ width: "100%", boxSizing: "border-box", marginBottom: 12 }}
      />
      {(["basic", "business"] as const).map((group) => {
        const items = groups[group];
        if (items.length === 0) return null;
        return (
          <section key={group} aria-label={tc(`group.${group}`)}>
            <h3 style={{ fontSize: 13, margin: "8px 0" }}>{tc(`group.${group}`)}</h3>
            <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 6 }}>
              {items.map((d) => (
                <PaletteItem
                  key={d.type}
                  type={d.type}
                  title={tc(d.title)}
                  icon={hostIcons[d.type] ?? paletteIcon(d)}
                  onAdd={add}
                />
              ))}
            </div>
          </section>
        );
      })}
      <div role="status" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
    </nav>
  );
}

/**
 * A palette button: click, Enter or Space adds the component; a pointer or touch drag drops it on
 * the canvas. dnd-kit's keyboard drag is left out here: its Enter/Space start a drag (and cancel
 * the click), and a lifted palette item could not reach the canvas to its right with the arrows.
 * Keyboard users add with Enter and reorder on the canvas or in the management list.
 */
function PaletteItem(props: {
  type: string;
  title: string;
  icon: ComponentType<LucideProps>;
  onAdd: (type: string, title: string) => void;
}) {
  const Icon = props.icon;
  const drag = useDraggable({ id: `${PALETTE_PREFIX}${props.type}` });
  const { onKeyDown: _keyboardDrag, ...pointerAndTouch } = drag.listeners ?? {};
  return (
    <button
      ref={drag.setNodeRef}
      {...pointerAndTouch}
      {...drag.attributes}
      type="button"
      aria-roledescription={undefined}
      aria-describedby={undefined}
      data-component-type={props.type}
      onClick={() => props.onAdd(props.type, props.title)}
      style={{
        padding: "8px 4px",
        fontSize: 12,
        opacity: drag.isDragging ? 0.5 : 1,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: 4,
      }}
    >
      <Icon size={20} aria-hidden="true" />
      {props.title}
    </button>
  );
}
