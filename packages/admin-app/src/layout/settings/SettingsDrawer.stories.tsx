import { useMemo } from "react";
import { LayoutProviders, layoutStore } from "../storyFixtures";
import { SettingsDrawer } from "./SettingsDrawer";

export default { title: "Admin/Layout/SettingsDrawer" };

function Open({ language, copyWorks = true }: { language?: "en"; copyWorks?: boolean }) {
  const store = useMemo(() => layoutStore(), []);
  return (
    <LayoutProviders store={store} language={language}>
      <SettingsDrawer open onClose={() => {}} copy={async () => copyWorks} />
    </LayoutProviders>
  );
}

export const Default = () => <Open />;
export const English = () => <Open language="en" />;
/** The clipboard refuses (no permission, insecure page): copying reports the failure. */
export const ClipboardRefused = () => <Open copyWorks={false} />;
