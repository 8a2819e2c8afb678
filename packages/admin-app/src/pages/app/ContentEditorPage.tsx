import { RichTextEditor } from "@vitrine/editor-react/rich-text";
import { Alert, Button, Card, message, Space, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useModuleHttp } from "../../components/module";
import { useGrantedButtons } from "../../components/module/useGrantedButtons";
import { formatDateTime } from "./format";
import { useAppTranslation } from "./useAppTranslation";

export type ContentKey = "about" | "myAbout";

interface StoredContent {
  key: ContentKey;
  html: string;
  updatedAt: string | null;
}

const PERMISSION: Record<ContentKey, string> = {
  about: "appAbout:edit",
  myAbout: "appMyAbout:edit",
};

/**
 * One of the app's two content pages in the page editor's rich text editor. What the app shows is
 * read from the same public call the app uses, and saved through the page's own edit button; the
 * server sanitises again, and the editor shows what it stored.
 */
export function ContentEditorPage({ contentKey }: { contentKey: ContentKey }) {
  const { t } = useAppTranslation();
  const http = useModuleHttp();
  const granted = useGrantedButtons();
  const canEdit = granted.length === 0 || granted.includes(PERMISSION[contentKey]);
  const [notice, noticeHolder] = message.useMessage();
  const [stored, setStored] = useState<StoredContent | null>(null);
  const [html, setHtml] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    http.get<StoredContent>(`/app/content/${contentKey}`).then(
      (answer) => {
        if (!live) return;
        setStored(answer);
        setHtml(answer.html);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [http, contentKey]);

  const uploadImage = useCallback(
    async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return (await http.post<{ url: string }>("/upload/wang_image", form)).url;
    },
    [http],
  );

  async function save() {
    setSaving(true);
    try {
      const answer = await http.post<StoredContent>("/appContent/save", { key: contentKey, html });
      setStored(answer);
      setHtml(answer.html);
      notice.success(t("appArea.saved"));
    } catch {
      // The client has shown why.
    } finally {
      setSaving(false);
    }
  }

  const label = t(contentKey === "about" ? "appArea.aboutLabel" : "appArea.myAboutLabel");
  return (
    <Card>
      {noticeHolder}
      <Typography.Paragraph>
        {t(contentKey === "about" ? "appArea.aboutIntro" : "appArea.myAboutIntro")}
      </Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon title={t("appArea.readOnly")} />}
      {stored === null ? null : canEdit ? (
        <RichTextEditor
          label={label}
          value={html}
          onChange={setHtml}
          uploadImage={uploadImage}
          onError={(text) => notice.error(text)}
          labels={{
            toolbar: t("appArea.toolbar"),
            bold: t("appArea.bold"),
            italic: t("appArea.italic"),
            underline: t("appArea.underline"),
            image: t("appArea.image"),
          }}
        />
      ) : (
        // Sanitised by the server on save; shown as the app shows it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML passed the allow-list sanitiser
        <section aria-label={label} dangerouslySetInnerHTML={{ __html: stored.html }} />
      )}
      <Space style={{ marginTop: 16 }}>
        {canEdit && (
          <Button type="primary" loading={saving} onClick={save}>
            {t("appArea.save")}
          </Button>
        )}
        <Typography.Text type="secondary">
          {stored?.updatedAt
            ? t("appArea.updatedAt", { time: formatDateTime(stored.updatedAt) })
            : t("appArea.neverSaved")}
        </Typography.Text>
      </Space>
    </Card>
  );
}
