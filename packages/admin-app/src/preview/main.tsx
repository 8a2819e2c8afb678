// The light preview entry shown in the editor's phone frame: no antd, only <PageRenderer> and the
// preview protocol. It hears only the admin app's own origin. The page is drawn in the editor's
// language, which comes with the editor's snapshot and again when the operator switches; nothing
// is drawn before that snapshot, so no language of its own is needed here.
import { PreviewFrameApp } from "@vitrine/editor-react";
import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(<PreviewFrameApp allowedOrigins={[window.location.origin]} />);
}
