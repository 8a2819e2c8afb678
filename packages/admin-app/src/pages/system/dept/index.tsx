import { useMemo, useState } from "react";
import { ModuleListPage, type ModulePageDeclaration } from "../../../components/module";
import { ParentTreeSelect } from "../shared/ParentTreeSelect";
import { useModuleRows } from "../shared/useModuleRows";

/** System › departments: a tree; each row may get a child department. */
export default function DeptPage() {
  const [version, setVersion] = useState(0);
  const tree = useModuleRows("dept", version);
  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      form: {
        fields: {
          pid: { input: () => <ParentTreeSelect rows={tree} label={(row) => String(row.name)} /> },
        },
        defaults: (parent) => ({ pid: parent?.id ?? 0, sort: 0, status: 1 }),
      },
    }),
    [tree],
  );
  return (
    <ModuleListPage
      module="dept"
      declaration={declaration}
      onChanged={() => setVersion((v) => v + 1)}
    />
  );
}
