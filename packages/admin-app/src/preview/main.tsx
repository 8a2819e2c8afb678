// The light preview entry shown in the editor's phone frame: no antd, only <PageRenderer> and the
// preview protocol. It hears only the admin app's own origin.
import { PreviewFrameApp } from "@vitrine/editor-react";
import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(<PreviewFrameApp allowedOrigins={[window.location.origin]} />);
}
