import { Form, Select } from "antd";
import { useEffect, useState } from "react";
import { useModuleHttp } from "../../../components/module";
import { SEARCH_BY_LABEL } from "../../../components/module/searchByLabel";

interface Named {
  id: number;
  name: string;
  children?: Named[];
}

const flatten = (rows: Named[]): Named[] => rows.flatMap((r) => [r, ...flatten(r.children ?? [])]);

/**
 * What a coupon applies to besides "all goods": categories (scope 2, the goods area's category
 * tree) or goods (scope 3), chosen by name; the value is their ids.
 */
export function ScopeIdsInput({
  value,
  onChange,
  id,
}: {
  value?: number[];
  onChange?(value: number[]): void;
  id?: string;
}) {
  const http = useModuleHttp();
  const scope = Form.useWatch("scope") as number | undefined;
  const [options, setOptions] = useState<Named[]>([]);
  useEffect(() => {
    let live = true;
    const load =
      scope === 2
        ? http.post<Named[]>("/goodsCategory/list", {}, { quiet: true }).then(flatten)
        : http
            .post<{ data: Named[] }>("/goods/index", { limit: 200 }, { quiet: true })
            .then((answer) => answer.data);
    load.then((rows) => live && setOptions(rows)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, scope]);
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={SEARCH_BY_LABEL}
      value={value ?? []}
      onChange={onChange}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
    />
  );
}
