import { useMemo } from "react";
import { ModuleListPage } from "../../components/module";
import { useModuleRows } from "../system/shared/useModuleRows";
import { formAnswerDeclaration } from "./formAnswerDeclaration";

/** Storefront › form answers: what shoppers sent through the published pages' form modules. */
export default function FormAnswersPage() {
  // Quiet: an operator without the page list permission filters by page name instead.
  const pages = useModuleRows("page", 0, true);
  const declaration = useMemo(() => formAnswerDeclaration(pages), [pages]);
  return <ModuleListPage module="formAnswer" declaration={declaration} />;
}
