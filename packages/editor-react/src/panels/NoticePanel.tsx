import type { ComponentInstance } from "@vitrine/editor-core";
import { useEditorUi } from "../workbench/editor-context";
import { ColorField, TextField } from "./fields";
import { usePropField } from "./use-field";

/** Notice: text (required, 请输入公告), background and text colours. */
export function NoticePanel({ component }: { component: ComponentInstance }) {
  const { t } = useEditorUi();
  const text = usePropField(component, "noticeText");
  const back = usePropField(component, "backColor");
  const colour = usePropField(component, "textColor");
  return (
    <div>
      <TextField
        label={t("field.notice.noticeText")}
        multiline
        value={text.value}
        onChange={text.set}
        error={text.message}
      />
      <ColorField
        label={t("field.notice.backColor")}
        value={back.value}
        onChange={back.set}
        error={back.message}
      />
      <ColorField
        label={t("field.notice.textColor")}
        value={colour.value}
        onChange={colour.set}
        error={colour.message}
      />
    </div>
  );
}
