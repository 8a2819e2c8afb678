import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { memo } from "react";
import { IssueMarker, useCurrentIssueMessages } from "../issues/IssueMarker";
import { ComponentPreview } from "../previews/ComponentPreview";
import { useEditorUi } from "../workbench/editor-context";
import { blockStoreOf, useBlock } from "./block-store";

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
  const { component, selected } = useBlock(blockStoreOf(editor.store), id);
  // Draggable only: drop positions come from the block rectangles (see EditorDnd), so no block
  // registers a droppable and removing one does not re-render the others.
  const sortable = useDraggable({ id });
  const issues = useCurrentIssueMessages(component);
  onRender?.(id);
  if (!component) return null;
  const markerId = `vitrine-issues-${id}`;
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
      // dnd-kit's drag instructions, plus the issue marker when there is one.
      aria-describedby={
        issues.length > 0
          ? `${sortable.attributes["aria-describedby"]} ${markerId}`
          : sortable.attributes["aria-describedby"]
      }
      data-has-issues={issues.length > 0 || undefined}
      onClick={() => editor.select([id])}
      onKeyDown={(e) => {
        // Enter selects; space lifts the block for a keyboard drag (arrows move, space drops).
        if (e.target === e.currentTarget && e.key === "Enter") {
          e.preventDefault();
          editor.select([id]);
        } else sortable.listeners?.onKeyDown?.(e);
      }}
      style={{
        // Positioned only to hold the issue marker: a positioned box is a paint layer of its own,
        // and 500 of them cost every keystroke's frame time in layerising and hover hit tests.
        position: issues.length > 0 ? "relative" : undefined,
        transform: CSS.Translate.toString(sortable.transform),
        opacity: sortable.isDragging ? 0.6 : 1,
        outline: selected
          ? "2px solid #155bd4"
          : issues.length > 0
            ? "2px dashed #f56c6c"
            : undefined,
        outlineOffset: -2,
        cursor: "pointer",
      }}
    >
      {issues.length > 0 && <IssueMarker id={markerId} messages={issues} />}
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
