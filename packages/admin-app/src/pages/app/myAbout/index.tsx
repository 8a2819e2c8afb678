import { ContentEditorPage } from "../ContentEditorPage";

/** APP › my-about: the help text of the app's "me" page. */
export default function AppMyAboutPage() {
  return <ContentEditorPage contentKey="myAbout" />;
}
