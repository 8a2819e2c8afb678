import type { WizardMode } from "../wizard/GoodsWizard";

/** The wizard's own route (issue 36), declared in @vitrine/contract's resources as goodsAdd. */
export const WIZARD_PATH = "/goods/add";
export const LIST_PATH = "/goods/list";

/**
 * The wizard's address for a mode, as the original system had it (route goodsAdd, query type and
 * id): the id rides in the query, so a reload of an edit tab edits the same product.
 */
export function wizardHref(mode: WizardMode): string {
  if (mode.kind === "add") return WIZARD_PATH;
  return `${WIZARD_PATH}?${new URLSearchParams({ type: mode.kind, id: String(mode.id) })}`;
}

/** The mode an address asks for; undefined when it names no product the wizard could open. */
export function wizardModeFrom(query: URLSearchParams): WizardMode | undefined {
  const type = query.get("type") ?? "add";
  if (type === "add") return query.has("id") ? undefined : { kind: "add" };
  if (type !== "edit" && type !== "copy") return undefined;
  const raw = query.get("id") ?? "";
  const id = Number(raw);
  return /^[1-9]\d*$/.test(raw) && Number.isSafeInteger(id) ? { kind: type, id } : undefined;
}

/** What the wizard tells the list it returns to (router state, read once). */
export interface ListReturn {
  saved?: boolean;
}
