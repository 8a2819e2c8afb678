import {
  NOTICE_DELAY_S,
  NOTICE_HEIGHT,
  NOTICE_SPEED_PX_PER_S,
  NoticePreview,
} from "@vitrine/editor-react";
import { Input, Space, Typography } from "antd";
import { useState } from "react";
import { currentLanguage } from "../../../i18n";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";

/** /make/noticeBar: the storefront's own notice bar, with the text typed here. */
export default function NoticeBarPage() {
  const { t, i18n } = useDemoTranslation();
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? t("demos.make.noticeSample");
  return (
    <DemoPage intro={t("demos.make.noticeIntro")}>
      <Space orientation="vertical" style={{ width: "100%", maxWidth: 480 }}>
        <Input.TextArea
          aria-label={t("demos.make.noticeText")}
          value={shown}
          onChange={(event) => setText(event.target.value)}
          autoSize
        />
        <Typography.Text type="secondary">
          {t("demos.make.noticeFacts", {
            delay: NOTICE_DELAY_S,
            speed: NOTICE_SPEED_PX_PER_S,
            height: NOTICE_HEIGHT,
          })}
        </Typography.Text>
        <div style={{ width: 375, maxWidth: "100%", border: "1px solid #f0f0f0" }}>
          <NoticePreview props={{ noticeText: shown }} locale={currentLanguage(i18n)} />
        </div>
      </Space>
    </DemoPage>
  );
}
