import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AdminApp } from "./AdminApp";
import { createAdminApp } from "./bootstrap";
import { removeAppLoader, whenRouterReady } from "./components/appLoader";

const app = createAdminApp();
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// An operator who chose English or 繁體 sees the first page in it: its messages come first.
void app.languageReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AdminApp store={app.store} i18n={app.i18n} router={app.router} feedback={app.feedback} />
    </StrictMode>,
  ),
);

// index.html's indicator stays until the first page (its data and code) is ready under it.
whenRouterReady(app.router, () =>
  removeAppLoader(app.store.getState().settings.loaderRemovalDelayMs),
);
