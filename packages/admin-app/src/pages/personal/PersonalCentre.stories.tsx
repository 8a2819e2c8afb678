import { UiProviders } from "../../components/UiProviders";
import { createI18n, type Language } from "../../i18n";
import { memoryPersonalApi } from "./memoryPersonalApi";
import { OwnInfoForm } from "./OwnInfoForm";
import { PasswordForm } from "./PasswordForm";
import { PersonalCentre } from "./PersonalCentre";
import { QrConfirmBox } from "./QrConfirmBox";
import { QrRequestDetails } from "./QrRequestDetails";

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
    <QrConfirmBox api={memoryPersonalApi(me)} scannedCode="Scanned_42" />
  </UiProviders>
);

/** The request shown before a QR sign-in is confirmed, in English. */
export const QrRequest = () => (
  <UiProviders i18n={createI18n({ language: "en" })}>
    <QrRequestDetails
      request={{
        ip: "203.0.113.7",
        userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0",
        createdAt: "2026-11-25T15:40:00.000Z",
        expiresAt: "2026-11-25T15:42:00.000Z",
      }}
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  </UiProviders>
);
