import type { SiteSettings } from "../../../api/settings";
import type { Language } from "../../../i18n";
import { SITE_DEFAULTS } from "../../../test/fakeSettingsApi";
import { SiteSettingsForm } from "./SiteSettingsForm";
import { renderStory } from "./siteSettingsStoryFrame";

export default { title: "Admin/System/SiteSettingsForm" };

function Form({
  canEdit = true,
  language,
  refuseWith,
}: {
  canEdit?: boolean;
  language?: Language;
  /** The server's refusal to show on save; a save succeeds without it. */
  refuseWith?: string;
}) {
  return renderStory(
    <SiteSettingsForm
      site={{ ...SITE_DEFAULTS, lockScreenEnabled: true } satisfies SiteSettings}
      canEdit={canEdit}
      onSave={async () => {
        if (refuseWith) throw new Error(refuseWith);
      }}
    />,
    language,
  );
}

export const Editable = () => <Form />;
export const English = () => <Form language="en" />;
/** An operator without settings:edit sees the settings but cannot change them. */
export const ReadOnly = () => <Form canEdit={false} />;
/** The server refused the save: its message shows above the button. */
export const Refused = () => <Form refuseWith="primaryColor 应为十六进制颜色，例如 #409eff" />;
