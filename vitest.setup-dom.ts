import { act, cleanup, configure, waitFor } from "@testing-library/react";
import { ConfigProvider, message, notification } from "antd";
import EsConfigProvider from "antd/es/config-provider";
import esMessage from "antd/es/message";
import { createElement } from "react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { editorClipboard } from "./packages/editor-react/src/workbench/editor-clipboard";
// The workbench's en and zh-tw texts are chunks the browser fetches on a switch; tests render in
// any language at once (ui-messages.test.ts, in Node, checks that only zh-cn is there at first).
import "./packages/editor-react/src/i18n/all-ui-messages";
import { preloadBuiltInPanels } from "./packages/editor-react/src/panels/lazy-built-in-panel";

// The side panel fetches the built-ins' hand-written panels once the editor is drawn; an operator
// chooses a block after that, a test in the same tick: each file starts with them there, as the
// operator finds them (the e2e tests see the real fetch).
beforeAll(() => preloadBuiltInPanels());

// antd's static message and notification render outside the tested tree and animate in and out;
// jsdom never ends an animation, so a notice stayed in this shared window (a role="alert" element)
// for every later file of the worker, and an unscoped getByRole("alert") there read another file's
// message, depending on which files had shared the worker before it. Without motion a closed notice
// goes at once, and none outlives its test. Under Node, "antd" is its CommonJS build and
// "antd/es/message" (which ModuleHttpContext imports on its first error) its ES build: two static
// holders, both configured and emptied here.
for (const provider of [ConfigProvider, EsConfigProvider]) {
  provider.config({
    holderRender: (children) =>
      createElement(provider, { theme: { token: { motion: false } } }, children),
  });
}
const NOTICES = ".ant-message-notice, .ant-notification-notice";
afterEach(async () => {
  cleanup();
  // What one test copied is not the next test's to paste (the editors' clipboard is page-wide).
  editorClipboard.clear();
  // Only when a notice is up: destroy() on a holder not made yet makes one (a React render), and
  // inside act, so that no render is left to run after the last file's window is gone.
  if (!document.querySelector(NOTICES)) return;
  await act(async () => {
    message.destroy();
    esMessage.destroy();
    notification.destroy();
  });
  await waitFor(() => {
    if (document.querySelector(NOTICES)) throw new Error("an antd notice is still up");
  });
});

// Before the next file: dnd-kit stops every click on the document for 50 ms after a pointer drag
// (its own setTimeout), and a next file's synchronous tests all ran inside those 50 ms, their
// palette clicks lost (more-panels after drag-scope). A timer set now for 60 ms fires after that
// one, whatever the machine's speed: timers run in the order they fall due. Inside act, so a render
// the last test set off also runs here, not after the worker's window is gone.
afterAll(async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
  });
});

// DOM files share a worker and its jsdom window (isolate: false in vitest.config.ts), and this file
// runs again before each of them: each starts as in a fresh window, with empty storage, at the root
// URL, no cookies and real timers.
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(";")) {
  const name = cookie.split("=")[0]?.trim();
  // biome-ignore lint/suspicious/noDocumentCookie: expiring what an earlier file left in this window.
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, "", "/");
document.title = "";
document.documentElement.removeAttribute("lang");

// findBy*/waitFor wait for what a user would see, however long a loaded machine takes to get there:
// a file's first antd render or lazy route chunk has taken over 5 s on the shared 2 cores, and a
// test that timed out there was right. Waiting longer changes no verdict, only how long a failing
// test takes to say so. Set here once (per file, also with shared workers), never lower in a test.
configure({ asyncUtilTimeout: 60_000 });

// antd reads matchMedia and ResizeObserver, which jsdom does not provide.
if (typeof window !== "undefined") {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!("ResizeObserver" in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }
}
