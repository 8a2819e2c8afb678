import { HttpError } from "../../api/HttpError";
import { createI18n } from "../../i18n";
import { UiProviders } from "../UiProviders";
import { ModuleFormDialog } from "./ModuleFormDialog";
import { organizeMeta } from "./moduleFixtures";

export default { title: "Admin/Module/FormDialog" };

const saveLogged = async (values: Record<string, unknown>) => {
  console.info("save", values);
  return null;
};

/** Any name is refused as the server refuses a duplicate: the message appears under 名称. */
const saveRefused = async () => {
  throw new HttpError("business", "名称已存在", { code: 1 });
};

const noop = () => undefined;

export const Add = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <ModuleFormDialog
      open
      meta={organizeMeta}
      api={{ save: saveLogged }}
      row={null}
      defaults={{ status: 1 }}
      onClose={noop}
      onSaved={noop}
    />
  </UiProviders>
);

export const Edit = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <ModuleFormDialog
      open
      meta={organizeMeta}
      api={{ save: saveLogged }}
      row={{ id: 3, name: "华东", description: "华东区域", status: 0 }}
      onClose={noop}
      onSaved={noop}
    />
  </UiProviders>
);

export const ServerFieldMessage = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <ModuleFormDialog
      open
      meta={organizeMeta}
      api={{ save: saveRefused }}
      row={{ id: 3, name: "华东", description: "华东区域", status: 1 }}
      onClose={noop}
      onSaved={noop}
    />
  </UiProviders>
);

export const English = () => (
  <UiProviders i18n={createI18n({ language: "en" })}>
    <ModuleFormDialog
      open
      meta={organizeMeta}
      api={{ save: saveLogged }}
      row={null}
      onClose={noop}
      onSaved={noop}
    />
  </UiProviders>
);
