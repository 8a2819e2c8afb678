import type { GlobalProvider } from "@ladle/react";
import { useEffect } from "react";
import "@vitrine/editor-react/styles.css";

/**
 * Every story gets the editor's stylesheet; Ladle's own theme switch (light/dark) sets the editor's
 * theme on <html>, where dialogs rendered into <body> see it too.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const theme = globalState.theme === "dark" ? "dark" : "light";
  useEffect(() => {
    document.documentElement.setAttribute("data-vitrine-theme", theme);
  }, [theme]);
  return <>{children}</>;
};
