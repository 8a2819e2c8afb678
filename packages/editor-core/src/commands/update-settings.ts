import { pageSettingsFields } from "../builtins/page-settings";
import { updateSettings as applyUpdate } from "../operations/update-settings";
import { settingsUpdated } from "../store/actions";
import type { CommandResult, PageSettings } from "../types";
import { type CommandContext, currentDocument, done, editGroup } from "./context";
import { kindRefusal } from "./kind-refusal";

/** Changes page settings; typing into one setting merges into one undo step. */
export function updateSettings(
  context: CommandContext,
  patch: Partial<PageSettings>,
): CommandResult<{ changed: boolean }> {
  const before = currentDocument(context);
  const wrongKind = kindRefusal(context, patch, pageSettingsFields);
  if (wrongKind) return wrongKind;
  if (applyUpdate(before, patch) === before) return done(false);
  const group = editGroup(context, `settings:${Object.keys(patch).sort().join(",")}`);
  context.store.dispatch(settingsUpdated({ patch }, group));
  return done(true);
}
