import { Card } from "antd";
import type { ReactNode } from "react";
import { UiProviders } from "../../components/UiProviders";
import { createI18n, type Language } from "../../i18n";
import { LoginForm } from "./LoginForm";

export default { title: "Admin/LoginForm" };

/** Each story brings its own providers, so it renders the same in Storybook, Ladle or anywhere. */
function Frame({ children, language = "zh-cn" }: { children: ReactNode; language?: Language }) {
  return (
    <UiProviders i18n={createI18n({ language })}>
      <Card style={{ maxWidth: 420 }}>{children}</Card>
    </UiProviders>
  );
}

const logSubmit = (credentials: { userName: string }) =>
  console.info("submit", credentials.userName);

export const Default = () => (
  <Frame>
    <LoginForm onSubmit={logSubmit} />
  </Frame>
);

export const Loading = () => (
  <Frame>
    <LoginForm onSubmit={logSubmit} loading />
  </Frame>
);

export const WithError = () => (
  <Frame>
    <LoginForm onSubmit={logSubmit} error="用户名或密码错误" />
  </Frame>
);

export const English = () => (
  <Frame language="en">
    <LoginForm onSubmit={logSubmit} error="Wrong username or password" />
  </Frame>
);

export const TraditionalChinese = () => (
  <Frame language="zh-tw">
    <LoginForm onSubmit={logSubmit} />
  </Frame>
);
