import { useEffect, useMemo, useState } from "react";
import { createModuleApi, type ModuleRow, useModuleHttp } from "../../../components/module";

/**
 * Every row of a module (`list`), nested for trees: the parents a tree form picks from, the roles
 * a user may hold. `version` reloads after the list page saved something.
 */
export function useModuleRows(module: string, version = 0): ModuleRow[] {
  const http = useModuleHttp();
  const api = useMemo(() => createModuleApi(http, module), [http, module]);
  const [rows, setRows] = useState<ModuleRow[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is a reload request.
  useEffect(() => {
    let live = true;
    api.list().then(
      (answer) => live && setRows(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, version]);
  return rows;
}
