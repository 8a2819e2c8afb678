import type { Preview } from "@storybook/react-vite";
import { useEffect } from "react";
import "@vitrine/editor-react/styles.css";

/**
 * The editor's stylesheet for every story, and a theme switch in the toolbar: it sets the editor's
 * theme on <html>, where dialogs rendered into <body> see it too.
 */
const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true },
  },
  globalTypes: {
    theme: {
      description: "Editor theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  decorators: [
    (Story, context) => {
      const theme = context.globals.theme === "dark" ? "dark" : "light";
      useEffect(() => {
        document.documentElement.setAttribute("data-vitrine-theme", theme);
      }, [theme]);
      return <Story />;
    },
  ],
};

export default preview;
