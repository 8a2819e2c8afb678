import { useDroppable } from "@dnd-kit/core";
import { type EditorState, selectComponentIds, selectSettings } from "@vitrine/editor-core";
import { useSelector } from "react-redux";
import { PageHeaderView } from "../previews/PageHeaderView";
import { CANVAS_DROP_ID, useDragState } from "../workbench/EditorDnd";
import { useEditorUi } from "../workbench/editor-context";
import { CanvasBlock } from "./CanvasBlock";

export const PHONE_WIDTH = 375;

/** The 375 px phone: the page header from the settings, then each component's preview. */
export function Canvas({
  onBlockRender,
  onRender,
}: {
  onBlockRender?: (id: string) => void;
  /** Counts renders of the list itself (tests). */
  onRender?: () => void;
}) {
  const { t } = useEditorUi();
  const ids = useSelector(selectComponentIds);
  const settings = useSelector((state: EditorState) => selectSettings(state));
  const drag = useDragState();
  const drop = useDroppable({ id: CANVAS_DROP_ID });
  onRender?.();
  // Blocks are direct keyed children (no fragment per block), so a delete or move reconciles one
  // list of memoised blocks; the insertion line joins the list only while a drag points at a block.
  const blocks = ids.map((id) => <CanvasBlock key={id} id={id} onRender={onBlockRender} />);
  const before = drag.insertBefore ? ids.indexOf(drag.insertBefore) : -1;
  if (before >= 0) blocks.splice(before, 0, <InsertionIndicator key="insertion-indicator" />);
  return (
    <main
      aria-label={t("editor.canvas")}
      style={{ flex: 1, overflowY: "auto", display: "flex", justifyContent: "center", padding: 16 }}
    >
      <div
        ref={drop.setNodeRef}
        data-vitrine-canvas
        className="vitrine-phone"
        style={{
          width: PHONE_WIDTH,
          minHeight: 667,
          background: typeof settings.bgColor === "string" ? settings.bgColor : "#f9f9f9",
          boxShadow: "0 0 12px rgba(0,0,0,0.12)",
        }}
      >
        <PageHeaderView settings={settings} />
        {ids.length === 0 && (
          <p style={{ textAlign: "center", color: "#969799", padding: 24 }}>{t("canvas.empty")}</p>
        )}
        <div style={{ pointerEvents: drag.dragging ? "none" : undefined }}>
          {blocks}
          <div style={{ minHeight: 60 }}>
            {drag.insertBefore === "end" && <InsertionIndicator />}
          </div>
        </div>
      </div>
    </main>
  );
}

/** Where a dragged palette item will land. */
function InsertionIndicator() {
  return (
    <div data-insertion-indicator style={{ height: 4, background: "#155bd4", margin: "2px 0" }} />
  );
}
