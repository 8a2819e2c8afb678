// The media library dialog alone, in the dark theme, as a host on antd 5 without an antd theme of
// its own shows it (browser-media.mjs drives it). Its library fails to load, so the error heading
// shows: the one antd prop renamed between 5 and 6.
import "@vitrine/editor-react/styles.css";
import { createMemoryMediaApi, MediaLibraryDialog } from "@vitrine/editor-react/media";
import { createRoot } from "react-dom/client";

const api = createMemoryMediaApi({
  categories: [{ id: 1, title: "Banners" }],
  failLoading: "The media server is down",
});
const root = document.getElementById("root");
if (!root) throw new Error("no #root");
createRoot(root).render(
  <MediaLibraryDialog open api={api} locale="en" onSelect={() => {}} onClose={() => {}} />,
);
