import { type EditorState, selectComponentIds, selectSettings } from "@vitrine/editor-core";
import { useSelector } from "react-redux";
import { PageHeaderView } from "../previews/PageHeaderView";
import { useEditorUi } from "../workbench/editor-context";
import { CanvasBlock } from "./CanvasBlock";

export const PHONE_WIDTH = 375;

/** The 375 px phone: the page header from the settings, then each component's preview. */
export function Canvas({ onBlockRender }: { onBlockRender?: (id: string) => void }) {
  const { t } = useEditorUi();
  const ids = useSelector(selectComponentIds);
  const settings = useSelector((state: EditorState) => selectSettings(state));
  return (
    <main
      aria-label={t("editor.canvas")}
      style={{ flex: 1, overflowY: "auto", display: "flex", justifyContent: "center", padding: 16 }}
    >
      <div
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
        {ids.map((id) => (
          <CanvasBlock key={id} id={id} onRender={onBlockRender} />
        ))}
      </div>
    </main>
  );
}
