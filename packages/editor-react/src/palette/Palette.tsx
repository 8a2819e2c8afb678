import { useMemo, useState, useSyncExternalStore } from "react";
import { paletteSlotRule } from "../canvas/chosen-slot";
import { useHostRegistry } from "../host/host-context";
import { paletteIcon } from "../icons/palette-icons";
import { preloadLazyPreviews } from "../previews/lazy-previews";
import { PALETTE_DRAG_ID, PALETTE_PREFIX } from "../workbench/EditorDnd";
import { useEditorUi } from "../workbench/editor-context";
import { ItemDragArea } from "../workbench/ItemDragArea";
import { PaletteDragPreview, type TileIcon } from "./PaletteDragPreview";
import { paletteGroups } from "./palette-groups";
import { useFullTypes } from "./use-full-types";

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
  const full = useFullTypes(definitions);
  const needle = filter.trim().toLowerCase();
  const groups = paletteGroups(
    definitions.filter((d) => tc(d.title).toLowerCase().includes(needle)),
  );
  // The face that follows the pointer while a tile (`palette:<type>`) is dragged.
  const dragPreview = (id: string) => {
    const type = id.slice(PALETTE_PREFIX.length);
    const definition = definitions.find((d) => d.type === type);
    return definition ? (
      <PaletteDragPreview
        icon={hostIcons[type] ?? paletteIcon(definition)}
        title={tc(definition.title)}
      />
    ) : null;
  };
  const add = (type: string, title: string) => {
    // Into the slot chosen on the canvas or beside the selected nested block (chosen-slot.ts).
    const rule = paletteSlotRule();
    const at = rule?.location(editor);
    const result = editor.insert(type, at);
    if (!result.ok) {
      notify(result.message);
      return;
    }
    editor.select([result.id]);
    // Focus stays on the palette button, so a keyboard or screen-reader user hears where it went.
    if (rule && at) {
      const slotText = (slot: string) =>
        t("slots.addedIn").replace("{title}", title).replace("{slot}", tc(slot));
      setAnnouncement(rule.added(editor, result.id, at, slotText));
      return;
    }
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
      className="vt-palette"
    >
      <input
        type="search"
        aria-label={t("editor.paletteFilter")}
        placeholder={t("editor.paletteFilter")}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        className="vt-input vt-palette__filter"
      />
      {/* One draggable for all tiles (see ItemDragArea): pointer and touch only, keys add. The tile
          stays put; the drag layer shows its face under the pointer (dnd-kit's DragOverlay). */}
      <ItemDragArea
        id={PALETTE_DRAG_ID}
        item={TILE}
        keys={false}
        moves={false}
        draggingStyle={NO_STYLE}
        overlay={dragPreview}
      >
        {(["basic", "business"] as const).map((group) => {
          const items = groups[group];
          if (items.length === 0) return null;
          return (
            <section key={group} aria-label={tc(`group.${group}`)}>
              <h3 className="vt-palette__heading">{tc(`group.${group}`)}</h3>
              <div className="vt-palette__grid">
                {items.map((d) => (
                  <PaletteItem
                    key={d.type}
                    type={d.type}
                    title={tc(d.title)}
                    icon={hostIcons[d.type] ?? paletteIcon(d)}
                    onAdd={add}
                    full={
                      full.has(d.type)
                        ? tc("placement.maxPerPage", {
                            max: d.placement.maxPerPage ?? 1,
                            title: tc(d.title),
                          })
                        : undefined
                    }
                  />
                ))}
              </div>
            </section>
          );
        })}
      </ItemDragArea>
      <div role="status" className="vt-visually-hidden">
        {announcement}
      </div>
    </nav>
  );
}

const NO_STYLE = {};
/** A tile is dragged as `palette:<type>`; a full one (the page has its limit) is not. */
const TILE = {
  selector: "[data-component-type]",
  id: (tile: HTMLElement) =>
    tile.getAttribute("aria-disabled") === "true"
      ? undefined
      : `${PALETTE_PREFIX}${tile.dataset.componentType}`,
};

/**
 * A palette button: click, Enter or Space adds the component; a pointer or touch drag drops it on
 * the canvas. dnd-kit's keyboard drag is left out here: its Enter/Space start a drag (and cancel
 * the click), and a lifted palette item could not reach the canvas to its right with the arrows.
 * Keyboard users add with Enter and reorder on the canvas or in the management list.
 */
function PaletteItem(props: {
  type: string;
  title: string;
  icon: TileIcon;
  onAdd: (type: string, title: string) => void;
  /** Why no more can be added (the page has its limit): the tile is greyed and says so. */
  full?: string | undefined;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      data-component-type={props.type}
      onClick={() => props.onAdd(props.type, props.title)}
      className={props.full ? "vt-tile vt-tip" : "vt-tile"}
      // Still focusable and clickable: a click says why (the editor's refusal), as the tooltip does.
      aria-disabled={props.full ? true : undefined}
      data-tooltip={props.full}
      title={props.full}
    >
      <Icon size={22} />
      {props.title}
    </button>
  );
}
