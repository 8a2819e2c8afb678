import { PageRenderer } from "../render/PageRenderer";
import { containerPage } from "./container-page";

export default { title: "Editor/Previews/Containers" };

/** A two-column block (a notice and a title) and tabs, as a storefront draws them. */
export const TwoColumnAndTabs = () => (
  <div style={{ width: 375, background: "#f7f8fa" }}>
    <PageRenderer document={containerPage()} />
  </div>
);

/** The same in English: the tabs' titles are the page's own, the blocks' defaults localized. */
export const TwoColumnAndTabsEnglish = () => (
  <div style={{ width: 375, background: "#f7f8fa" }}>
    <PageRenderer document={containerPage()} locale="en" />
  </div>
);
