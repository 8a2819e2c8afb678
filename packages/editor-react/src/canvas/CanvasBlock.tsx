import { memo } from "react";
import { IssueMarker, useCurrentIssueMessages } from "../issues/IssueMarker";
import { ComponentPreview } from "../previews/ComponentPreview";
import { useEditorUi } from "../workbench/editor-context";
import { useItemDragAttributes } from "../workbench/ItemDragArea";
import { BlockActions } from "./BlockActions";
import { blockStoreOf, useBlock } from "./block-store";
import { PINNED_TOP, pinnedOnCanvas } from "./pinned-on-canvas";

/**
 * One component on the canvas. It subscribes to its own component only, so an edit elsewhere does
 * not re-render it. `onRender` lets tests and the benchmark count renders.
 */
export const CanvasBlock = memo(function CanvasBlock({
  id,
  onRender,
}: {
  id: string;
  onRender?: ((id: string) => void) | undefined;
}) {
  const { editor, locale, tc } = useEditorUi();
  const { component, selected } = useBlock(blockStoreOf(editor.store), id);
  // Dragged through the canvas's one draggable (ItemDragArea, which the pointer, touch and key
  // events reach from here), and dropped by the block rectangles (see drop-position): no block
  // registers with dnd-kit, so a drag re-renders no block.
  const drag = useItemDragAttributes();
  const issues = useCurrentIssueMessages(component);
  onRender?.(id);
  if (!component) return null;
  const markerId = `vitrine-issues-${id}`;
  const pinned = pinnedOnCanvas(component);
  // The selected block's action bar comes just before it, outside it: buttons may not sit inside
  // the block's own button role. A zero-height anchor lays the bar over the block's corner.
  return (
    <>
      {selected && (
        <div className="vt-block__anchor">
          <BlockActions id={id} type={component.type} />
        </div>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a block holds block-level previews, which a <button> may not contain */}
      <div
        data-component-id={id}
        data-component-type={component.type}
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={tc(`component.${component.type}.title`)}
        aria-roledescription={drag["aria-roledescription"]}
        // dnd-kit's drag instructions, plus the issue marker when there is one.
        aria-describedby={
          issues.length > 0 ? `${drag["aria-describedby"]} ${markerId}` : drag["aria-describedby"]
        }
        data-has-issues={issues.length > 0 || undefined}
        onClick={() => editor.select([id])}
        onKeyDown={(e) => {
          // Enter selects; space lifts the block for a keyboard drag (arrows move, space drops),
          // through the canvas's draggable, which skips the keys handled here.
          if (e.target === e.currentTarget && e.key === "Enter") {
            e.preventDefault();
            editor.select([id]);
          }
        }}
        // Outlines come from vt-block's states. Only a block with issues is positioned (for its
        // marker; the action bar has its own anchor): a positioned box is a paint layer of its
        // own, and 500 of them cost every keystroke's frame time in layerising and hover hit tests.
        className="vt-block"
        // A search bar fixed at the top sticks there while the canvas scrolls, above the blocks.
        style={pinned ? PINNED_STYLE : undefined}
      >
        {issues.length > 0 && <IssueMarker id={markerId} messages={issues} />}
        {/* The preview is a picture of the page, not controls: inert keeps a video's controls or a
            form's inputs out of the tab order inside the block's button, and leaves the block's
            name to its title (WCAG 2.5.3: a button's children are presentational anyway). */}
        <div className="vt-block__preview" inert>
          <ComponentPreview
            component={component}
            locale={locale}
            title={tc(`component.${component.type}.title`)}
          />
        </div>
      </div>
    </>
  );
});

const PINNED_STYLE = { position: "sticky", top: PINNED_TOP, zIndex: 2 } as const;
