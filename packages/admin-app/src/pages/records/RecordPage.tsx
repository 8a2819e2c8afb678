import type { RecordResource } from "@vitrine/contract";
import type { ComponentType } from "react";
import { ModuleListPage } from "../../components/module";

const pages = new Map<RecordResource, ComponentType>();

/**
 * The screen of a record resource (@vitrine/contract's records.ts): its module's generic list page,
 * whose columns, filters and form come from the server's meta of the same declaration. A new row
 * starts active, with the declared defaults. One component per declaration, made once, so a
 * route loaded again gets the same component and React keeps its state.
 */
export function recordPage(record: RecordResource): ComponentType {
  const known = pages.get(record);
  if (known) return known;
  const defaults = () => ({
    status: 1,
    ...Object.fromEntries(
      record.fields.flatMap((field) =>
        field.default === undefined ? [] : [[field.key, field.default]],
      ),
    ),
  });
  const page = function RecordPage() {
    return <ModuleListPage module={record.name} declaration={{ form: { defaults } }} />;
  };
  pages.set(record, page);
  return page;
}
