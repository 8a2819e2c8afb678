import { documentReplaced, selectionChanged } from "../store/actions";
import type { CommandResult } from "../types";
import { deepEqual } from "../util/deep-equal";
import { type CommandContext, currentDocument, done, endEditGroup } from "./context";
import { readDocumentInput } from "./reset-and-load";

/**
 * Replaces the page with an imported document (an object or JSON text, checked and migrated like
 * `load`) as one undoable step, so an unwanted import is taken back with undo. `load` is for opening
 * a saved page, whose history starts over. The selection is cleared; a document that cannot be
 * read is refused and nothing changes.
 */
export function importDocument(
  context: CommandContext,
  input: unknown,
): CommandResult<{ changed: boolean }> {
  const read = readDocumentInput(context, input);
  if ("ok" in read) return read;
  if (deepEqual(read.document, currentDocument(context))) return done(false);
  endEditGroup(context);
  context.store.dispatch(documentReplaced({ document: read.document }));
  context.store.dispatch(selectionChanged({ ids: [] }));
  return done(true);
}
