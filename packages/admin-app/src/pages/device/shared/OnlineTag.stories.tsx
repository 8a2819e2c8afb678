import { Space } from "antd";
import { useState } from "react";
import { UiProviders } from "../../../components/UiProviders";
import { createI18n, type Language } from "../../../i18n";
import { OnlineTag } from "./OnlineTag";

export default { title: "Admin/Device/OnlineTag" };

/** The three states side by side: online, offline, never connected. */
function States({ language }: { language: Language }) {
  const [i18n] = useState(() => createI18n({ language }));
  return (
    <UiProviders i18n={i18n}>
      <Space>
        <OnlineTag online />
        <OnlineTag online={false} />
        <OnlineTag online={null} />
      </Space>
    </UiProviders>
  );
}

export const Chinese = () => <States language="zh-cn" />;

export const English = () => <States language="en" />;
