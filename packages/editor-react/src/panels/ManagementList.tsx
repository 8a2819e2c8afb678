import { type EditorState, selectComponentById, selectComponentIds } from "@vitrine/editor-core";
import { memo } from "react";
import { useSelector } from "react-redux";
import { useEditorUi } from "../workbench/editor-context";

// The tab bar stays fixed at the end of the page (editor-core refuses to move it).
const FIXED_TYPES = new Set(["tabBar"]);

/** Component management: every component in order, with move up, move down and delete. */
export function ManagementList({ onDelete }: { onDelete: (id: string) => void }) {
  const ids = useSelector(selectComponentIds);
  return (
    <ol style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {ids.map((id, index) => (
        <ManagementRow
          key={id}
          id={id}
          first={index === 0}
          last={index === ids.length - 1}
          onDelete={onDelete}
        />
      ))}
    </ol>
  );
}

const ManagementRow = memo(function ManagementRow(props: {
  id: string;
  first: boolean;
  last: boolean;
  onDelete: (id: string) => void;
}) {
  const { editor, t, tc, notify } = useEditorUi();
  const type = useSelector((state: EditorState) => selectComponentById(state, props.id)?.type);
  if (!type) return null;
  const title = tc(`component.${type}.title`);
  const fixed = FIXED_TYPES.has(type);
  const run = (result: { ok: boolean; message?: string }) => {
    if (!result.ok && result.message) notify(result.message);
  };
  return (
    <li
      data-component-id={props.id}
      style={{
        display: "flex",
        alignItems: "center",
        gap: 4,
        padding: "6px 0",
        borderBottom: "1px solid #ebedf0",
      }}
    >
      <button
        type="button"
        onClick={() => editor.select([props.id])}
        style={{ flex: 1, textAlign: "left" }}
      >
        {title}
      </button>
      {!fixed && (
        <>
          <button
            type="button"
            aria-label={`${t("action.moveUp")} ${title}`}
            disabled={props.first}
            onClick={() => run(editor.moveUp(props.id))}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={`${t("action.moveDown")} ${title}`}
            disabled={props.last}
            onClick={() => run(editor.moveDown(props.id))}
          >
            ↓
          </button>
        </>
      )}
      <button
        type="button"
        aria-label={`${t("action.delete")} ${title}`}
        onClick={() => props.onDelete(props.id)}
      >
        ×
      </button>
    </li>
  );
});
