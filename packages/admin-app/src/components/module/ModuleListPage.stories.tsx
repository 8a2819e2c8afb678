import { type ReactNode, useState } from "react";
import { createI18n, type Language } from "../../i18n";
import { UiProviders } from "../UiProviders";
import { ModuleHttpProvider } from "./ModuleHttpContext";
import { ModuleListPage } from "./ModuleListPage";
import { memoryModuleServer } from "./memoryModuleServer";
import { organizeMeta, organizeRows } from "./moduleFixtures";

export default { title: "Admin/Module/ListPage" };

/** Each story brings its providers and an in-memory module, so it runs in Storybook or Ladle alone. */
function Frame({
  rows,
  language = "zh-cn",
  children,
}: {
  rows: number;
  language?: Language;
  children: ReactNode;
}) {
  // Made once per story, so that adds and deletes last while it is open.
  const [server] = useState(() => memoryModuleServer(organizeMeta, organizeRows(rows)));
  const [i18n] = useState(() => createI18n({ language }));
  return (
    <UiProviders i18n={i18n}>
      <ModuleHttpProvider client={server.http}>{children}</ModuleHttpProvider>
    </UiProviders>
  );
}

export const ManyRows = () => (
  <Frame rows={245}>
    <ModuleListPage module="organize" />
  </Frame>
);

export const Empty = () => (
  <Frame rows={0}>
    <ModuleListPage module="organize" />
  </Frame>
);

export const English = () => (
  <Frame rows={12} language="en">
    <ModuleListPage module="organize" />
  </Frame>
);

export const TraditionalChinese = () => (
  <Frame rows={12} language="zh-tw">
    <ModuleListPage module="organize" />
  </Frame>
);
