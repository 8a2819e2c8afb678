import { Button, Input, message, Space } from "antd";
import { useState } from "react";
import { DemoPage } from "../DemoPage";
import { useFunTranslation } from "./useFunTranslation";

/** /fun/clipboard: copy and paste through the browser's asynchronous Clipboard API. */
export default function ClipboardDemoPage() {
  const { t } = useFunTranslation();
  const [text, setText] = useState("");
  const [pasted, setPasted] = useState("");
  const [feedback, holder] = message.useMessage();

  async function copy() {
    if (!text) {
      feedback.warning(t("demos.fun.nothingToCopy"));
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      feedback.success(t("demos.fun.copied"));
    } catch {
      feedback.error(t("demos.fun.copyFailed"));
    }
  }

  async function paste() {
    try {
      setPasted(await navigator.clipboard.readText());
    } catch {
      feedback.error(t("demos.fun.pasteFailed"));
    }
  }

  return (
    <DemoPage intro={t("demos.fun.clipboardIntro")}>
      {holder}
      <Space orientation="vertical" size="middle" style={{ width: "100%", maxWidth: 480 }}>
        <Space.Compact style={{ width: "100%" }}>
          <Input
            aria-label={t("demos.fun.copyText")}
            placeholder={t("demos.fun.copyText")}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="primary" onClick={copy}>
            {t("demos.fun.copy")}
          </Button>
        </Space.Compact>
        <Space.Compact style={{ width: "100%" }}>
          <Input
            aria-label={t("demos.fun.pasted")}
            placeholder={t("demos.fun.pasted")}
            value={pasted}
            readOnly
          />
          <Button onClick={paste}>{t("demos.fun.paste")}</Button>
        </Space.Compact>
      </Space>
    </DemoPage>
  );
}
