import type { ComponentInstance } from "@vitrine/editor-core";
import { lazy, memo, Suspense } from "react";
import { INERT } from "../compat/inert";
import { IssueMarker, useCurrentIssueMessages } from "../issues/IssueMarker";
import { ComponentPreview } from "../previews/ComponentPreview";
import { useEditorUi } from "../workbench/editor-context";
import { useItemDragAttributes } from "../workbench/ItemDragArea";
import { selectWithModifiers } from "../workbench/select-with-keys";
import { BlockActions } from "./BlockActions";
import { blockStoreOf, useBlock } from "./block-store";
import { forgetChosenSlot } from "./chosen-slot";
import { InsertHereButton } from "./InsertHere";
import { PLACEHOLDER_STYLE } from "./lazy-blocks";
import { canvasPin, PINNED_BOTTOM, PINNED_TOP } from "./pinned-on-canvas";

/**
 * One component on the canvas. It subscribes to its own component only, so an edit elsewhere does
 * not re-render it. `onRender` lets tests and the benchmark count renders. Away from the canvas's
 * view (`nearView` false, see lazy-blocks) it is a placeholder: the same box and button, an empty
 * box of the estimated height instead of the preview, and no "+". A container's slots are drop
 * zones of nested CanvasBlocks (`inSlot`: SlotZone), drawn over the container's own button.
 */
export const CanvasBlock = memo(function CanvasBlock({
  id,
  onRender,
  nearView = true,
  inSlot,
}: {
  id: string;
  onRender?: ((id: string) => void) | undefined;
  nearView?: boolean | undefined;
  /**
   * A block in a container's slot (SlotZone): its component as the slot holds it. A new one
   * re-renders the block (the block store wakes the page's own blocks only, and every edit of a
   * nested block gives its container a new slot list). No "+" (it inserts into the page), no pin.
   */
  inSlot?: ComponentInstance | undefined;
}) {
  const { editor, locale, tc } = useEditorUi();
  const { component, selected, primary, actions } = useBlock(blockStoreOf(editor.store), id);
  // The block chosen last (scrolled into view: a new one, one chosen in the list or by the keys)
  // and the one carrying the action bar are always drawn. Not every selected one: the selection's
  // pressed state is on the placeholder's button too, and select-all at 5,000 blocks would mount
  // them all at once.
  const mounted = nearView || (selected && primary) || actions;
  // Dragged through the canvas's one draggable (ItemDragArea, which the pointer, touch and key
  // events reach from here), and dropped by the block rectangles (see drop-position): no block
  // registers with dnd-kit, so a drag re-renders no block.
  const drag = useItemDragAttributes();
  const issues = useCurrentIssueMessages(component);
  // The block chosen last is brought into view by the canvas (BringChosenIntoView), not by an
  // effect here: one a block was 1,000 effects on the first load for the one that scrolls.
  onRender?.(id);
  if (!component) return null;
  const markerId = `vitrine-issues-${id}`;
  const nested = inSlot !== undefined;
  const pin = nested ? null : canvasPin(component);
  // Only a container (its slots are there from its creation) takes the slot path below: an
  // ordinary block keeps its inert preview and does no more work.
  const container = component.slots !== undefined;
  const title = tc(`component.${component.type}.title`);
  const messages = issues.length > 0 ? issues.join("\n") : undefined;
  return (
    <div
      data-component-id={id}
      data-component-type={component.type}
      data-has-issues={issues.length > 0 || undefined}
      // A one-cell grid: the preview, and over it in the same cell the block's button. Stacked by
      // the grid, not by positioning: only a block with issues is positioned (for its marker; the
      // action bar has its own anchor), as a positioned box is a paint layer of its own, and 500
      // of them cost every keystroke's frame time in layerising and hover hit tests.
      className="vt-block"
      // A search bar fixed at the top sticks there while the canvas scrolls, above the blocks; the
      // tab bar sticks to the bottom.
      style={pin === "top" ? PINNED_TOP_STYLE : pin === "bottom" ? PINNED_BOTTOM_STYLE : undefined}
    >
      {/* Positioned above the button; it lets the pointer through to it (canvas.css). */}
      {messages && <IssueMarker id={markerId} messages={issues} />}
      {/* The preview is a picture of the page, not controls: inert keeps a video's controls or a
            form's inputs out of the tab order, and out of the accessibility tree. A placeholder's
            holds no preview, only an estimated height (see lazy-blocks). A container's is not
            inert: its slots hold the nested blocks' buttons (each nested preview is inert). */}
      <div
        className="vt-block__preview"
        {...(container ? undefined : INERT)}
        data-container={container || undefined}
        data-placeholder={mounted ? undefined : ""}
        style={mounted ? undefined : PLACEHOLDER_STYLE}
      >
        {mounted &&
          (container ? (
            <Suspense fallback={<div style={CONTAINER_LOADING} />}>
              <CanvasContainerPreview component={component} locale={locale} title={title} />
            </Suspense>
          ) : (
            <ComponentPreview component={component} locale={locale} title={title} />
          ))}
      </div>
      {/* The block's button: empty and transparent over the whole preview, so it has no visible
            text for its name to miss (WCAG 2.5.3) and is named by the component's title alone, not
            by a whole article per block. Hover, selected and focus outlines are drawn on it. */}
      <button
        type="button"
        className="vt-block__hit"
        aria-pressed={selected}
        aria-label={title}
        aria-roledescription={drag["aria-roledescription"]}
        // dnd-kit's drag instructions, plus the issue marker when there is one.
        aria-describedby={
          messages ? `${drag["aria-describedby"]} ${markerId}` : drag["aria-describedby"]
        }
        // The marker lets the pointer through to this button; its whole text shows here.
        title={messages}
        // Shift-click selects a range, Ctrl/⌘-click adds or removes the block (multi-select).
        onClick={(e) => {
          forgetChosenSlot(editor);
          selectWithModifiers(editor, id, e);
        }}
        onKeyDown={(e) => {
          // Enter selects (and, prevented, neither clicks nor lifts); space lifts the block for a
          // keyboard drag (arrows move, space drops), through the canvas's draggable (this
          // button is its handle), which skips the keys handled here.
          if (e.key === "Enter") {
            e.preventDefault();
            editor.select([id]);
          }
        }}
      />
      {/* The selected block's action bar, after its button (buttons may not sit inside another
            button; Tab goes from the block to its actions). A zero-height anchor at the block's top
            edge lays the bar above the block's outline, never over its content (issue 34); inside
            the block, it follows a pinned block where it sticks. */}
      {/* With several selected, the one highest on the page carries it: above the block chosen
            last it covered the selected block over it. */}
      {selected && actions && (
        <div className="vt-block__anchor">
          <BlockActions id={id} type={component.type} />
        </div>
      )}
      {/* Between this block and the next; the tab bar ends the page, nothing goes after it. */}
      {pin !== "bottom" && mounted && !nested && <InsertHereButton id={id} />}
    </div>
  );
});

// A container's slot zones load with the first container drawn (canvas-slots.tsx), out of the
// editor's first chunk; meanwhile a box of a container's usual height.
const CanvasContainerPreview = lazy(() => import("./canvas-slots"));
const CONTAINER_LOADING = { minHeight: 80 } as const;

const PINNED_TOP_STYLE = { position: "sticky", top: PINNED_TOP, zIndex: 2 } as const;
const PINNED_BOTTOM_STYLE = { position: "sticky", bottom: PINNED_BOTTOM, zIndex: 2 } as const;
