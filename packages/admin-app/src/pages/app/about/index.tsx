import { ContentEditorPage } from "../ContentEditorPage";

/** APP › about: the app's "about us" page. */
export default function AppAboutPage() {
  return <ContentEditorPage contentKey="about" />;
}
