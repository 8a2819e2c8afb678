import { useNavigate, useParams } from "react-router";
import { LazyResult as Result } from "../../components/LazyResult";
import { useDecorateTranslation } from "./decorateTexts";
import { PageEditorScreen } from "./PageEditorScreen";

/** Route /decorate/:id: the editor of one page (its own chunk, with the workbench). */
export default function DecorateEditorPage() {
  const { t } = useDecorateTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Result status="404" title={t("decorate.badId")} />;
  // A new id is a new page: the key drops the previous page's editor and its history.
  return <PageEditorScreen key={id} id={id} onBackToList={() => navigate("/decorate")} />;
}
