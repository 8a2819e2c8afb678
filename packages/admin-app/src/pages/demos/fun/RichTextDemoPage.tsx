import { RichTextEditor } from "@vitrine/editor-react/rich-text";
import { message, Typography } from "antd";
import { useCallback, useState } from "react";
import { useModuleHttp } from "../../../components/module";
import { DemoPage } from "../DemoPage";
import { useFunTranslation } from "./useFunTranslation";

/** /fun/wangEditor: the page editor's rich text editor, with the sanitised HTML it emits. */
export default function RichTextDemoPage() {
  const { t } = useFunTranslation();
  const http = useModuleHttp();
  const [html, setHtml] = useState(() => t("demos.fun.editorSample"));
  const uploadImage = useCallback(
    async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      const answer = await http.post<{ url: string }>("/upload/wang_image", form);
      return answer.url;
    },
    [http],
  );
  return (
    <DemoPage intro={t("demos.fun.editorIntro")}>
      <RichTextEditor
        label={t("demos.fun.editorLabel")}
        value={html}
        onChange={setHtml}
        uploadImage={uploadImage}
        onError={(text) => message.error(text)}
        labels={{
          toolbar: t("demos.fun.toolbar"),
          bold: t("demos.fun.bold"),
          italic: t("demos.fun.italic"),
          underline: t("demos.fun.underline"),
          image: t("demos.fun.image"),
        }}
      />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        {t("demos.fun.htmlOutput")}
      </Typography.Title>
      <pre data-testid="rich-text-html" style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
        {html}
      </pre>
    </DemoPage>
  );
}
