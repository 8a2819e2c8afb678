import type { StorybookConfig } from "@storybook/react-vite";
import { workspaceAliases } from "./aliases";

/** Storybook reads the same `*.stories.tsx` files as Ladle (`npm run ladle`). */
const config: StorybookConfig = {
  stories: ["../packages/*/src/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const existing = viteConfig.resolve?.alias;
    const list = Array.isArray(existing)
      ? existing
      : Object.entries(existing ?? {}).map(([find, replacement]) => ({ find, replacement }));
    return {
      ...viteConfig,
      resolve: { ...viteConfig.resolve, alias: [...workspaceAliases, ...list] },
    };
  },
};

export default config;
