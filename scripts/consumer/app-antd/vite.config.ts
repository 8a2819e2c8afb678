import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The app's page and, on its own page, the media dialog (antd installed in this variant only).
export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: { main: "index.html", media: "media.html" } } },
});
