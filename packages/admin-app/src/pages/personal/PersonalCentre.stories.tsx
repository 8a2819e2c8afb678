import { UiProviders } from "../../components/UiProviders";
import { createI18n, type Language } from "../../i18n";
import { memoryPersonalApi } from "./memoryPersonalApi";
import { OwnInfoForm } from "./OwnInfoForm";
import { PasswordForm } from "./PasswordForm";
import { PersonalCentre } from "./PersonalCentre";
import { QrConfirmBox } from "./QrConfirmBox";

export default { title: "Admin/Personal centre" };

const me = {
  username: "test",
  mobile: "13800000002",
  email: "test@example.com",
  description: "Shop floor",
  photo: "",
};

function Page({ language = "zh-cn", refuse = false }: { language?: Language; refuse?: boolean }) {
  return (
    <UiProviders i18n={createI18n({ language })}>
      <PersonalCentre api={memoryPersonalApi(me, { refuse })} />
    </UiProviders>
  );
}

/** Every section over an in-memory server that accepts everything. */
export const Default = () => <Page />;

/** Every save refused as the server refuses: messages appear beside the fields they name. */
export const Refusing = () => <Page refuse />;

export const English = () => <Page language="en" />;

export const TraditionalChinese = () => <Page language="zh-tw" />;

export const InfoForm = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <OwnInfoForm api={memoryPersonalApi(me)} info={me} />
  </UiProviders>
);

export const Password = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <PasswordForm api={memoryPersonalApi(me, { refuse: true })} />
  </UiProviders>
);

export const QrConfirm = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <QrConfirmBox api={memoryPersonalApi(me)} />
  </UiProviders>
);
