import { createDocument } from "@vitrine/editor-core";
import type { PagesApi, StoredPage } from "../../api/pages";
import type { NewPageValues } from "./CreatePageDialog";

/** The longest page name editor-core and the server accept. */
export const PAGE_NAME_MAX = 25;

/** Stores a new, empty page whose settings carry the dialog's values; answers its id. */
export async function createPage(api: PagesApi, values: NewPageValues): Promise<number> {
  const document = createDocument({ settings: { ...values } });
  const answer = await api.save({ ...values, document });
  return answer.id;
}

/** The name of a copy: the suffix kept whole, the original shortened to fit 25 characters. */
export function copyName(name: string, suffix: string): string {
  const room = PAGE_NAME_MAX - [...suffix].length;
  return [...name].slice(0, Math.max(0, room)).join("") + suffix;
}

/** Stores a copy of a page as a new draft (no id, no version); answers the copy's id and name. */
export async function duplicatePage(
  api: PagesApi,
  id: number,
  suffix: string,
): Promise<{ id: number; name: string }> {
  const original: StoredPage = await api.info(id);
  const name = copyName(original.name, suffix);
  const document = {
    ...original.document,
    settings: { ...original.document.settings, name },
  };
  const answer = await api.save({
    name,
    details: original.details,
    classification: original.classification,
    document,
  });
  return { id: answer.id, name };
}
