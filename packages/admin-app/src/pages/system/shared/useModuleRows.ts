import { useEffect, useMemo, useState } from "react";
import { createModuleApi, type ModuleRow, useModuleHttp } from "../../../components/module";

/**
 * Every row of a module (`list`), nested for trees: the parents a tree form picks from, the roles
 * a user may hold. `version` reloads after the list page saved something. `quiet`: an operator
 * who may not list that module sees no error for it, only an empty choice (a user screen opened
 * without the role list permission).
 */
export function useModuleRows(module: string, version = 0, quiet = false): ModuleRow[] {
  const http = useModuleHttp();
  const api = useMemo(() => createModuleApi(http, module), [http, module]);
  const [rows, setRows] = useState<ModuleRow[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is a reload request.
  useEffect(() => {
    let live = true;
    api.list({}, { quiet }).then(
      (answer) => live && setRows(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, version, quiet]);
  return rows;
}
