import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { type EditorState, selectComponentById, selectIsSelected } from "@vitrine/editor-core";
import { memo } from "react";
import { useSelector } from "react-redux";
import { ComponentPreview } from "../previews/ComponentPreview";
import { useEditorUi } from "../workbench/editor-context";

/**
 * One component on the canvas. It subscribes to its own component only, so an edit elsewhere does
 * not re-render it. `onRender` lets tests and the benchmark count renders.
 */
export const CanvasBlock = memo(function CanvasBlock({
  id,
  onRender,
}: {
  id: string;
  onRender?: (id: string) => void;
}) {
  const { editor, locale, tc } = useEditorUi();
  const component = useSelector((state: EditorState) => selectComponentById(state, id));
  const selected = useSelector((state: EditorState) => selectIsSelected(state, id));
  // Draggable only: drop positions come from the block rectangles (see EditorDnd), so no block
  // registers a droppable and removing one does not re-render the others.
  const sortable = useDraggable({ id });
  onRender?.(id);
  if (!component) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a block holds block-level previews, which a <button> may not contain
    <div
      data-component-id={id}
      data-component-type={component.type}
      ref={sortable.setNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={tc(`component.${component.type}.title`)}
      onClick={() => editor.select([id])}
      onKeyDown={(e) => {
        // Enter selects; space lifts the block for a keyboard drag (arrows move, space drops).
        if (e.target === e.currentTarget && e.key === "Enter") {
          e.preventDefault();
          editor.select([id]);
        } else sortable.listeners?.onKeyDown?.(e);
      }}
      style={{
        position: "relative",
        // Off-screen blocks skip layout and paint, so an edit lays out only what is visible.
        contentVisibility: "auto",
        containIntrinsicSize: "auto 60px",
        transform: CSS.Translate.toString(sortable.transform),
        opacity: sortable.isDragging ? 0.6 : 1,
        outline: selected ? "2px solid #155bd4" : undefined,
        outlineOffset: -2,
        cursor: "pointer",
      }}
    >
      <div style={{ pointerEvents: "none" }}>
        <ComponentPreview
          component={component}
          locale={locale}
          title={tc(`component.${component.type}.title`)}
        />
      </div>
    </div>
  );
});
