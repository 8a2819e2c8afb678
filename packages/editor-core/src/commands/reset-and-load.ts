import { createDocument } from "../document/create-document";
import { DocumentError } from "../document/document-error";
import { parseDocument } from "../document/parse-document";
import { documentLoaded, documentReplaced } from "../store/actions";
import type { CommandResult, PageDocument, RefusalReason } from "../types";
import { type CommandContext, currentDocument, done, endEditGroup, refuse } from "./context";

/** Empties the page and restores the default settings, as one undoable step. */
export function reset(context: CommandContext): CommandResult<{ changed: boolean }> {
  const before = currentDocument(context);
  const empty = createDocument();
  if (
    before.components.length === 0 &&
    JSON.stringify(before.settings) === JSON.stringify(empty.settings)
  ) {
    return done(false);
  }
  endEditGroup(context);
  context.store.dispatch(documentReplaced({ document: empty }));
  return done(true);
}

/**
 * Opens a document (an object or JSON text), checked and migrated by parseDocument. History starts
 * over and the selection is cleared. A document that cannot be read is refused and nothing changes.
 */
export function load(context: CommandContext, input: unknown): CommandResult<{ changed: boolean }> {
  const read = readDocumentInput(context, input);
  if ("ok" in read) return read;
  endEditGroup(context);
  context.store.dispatch(documentLoaded({ document: read.document }));
  return done(true);
}

/** A document checked and migrated by parseDocument, or the refusal naming what is wrong. */
export function readDocumentInput(
  context: CommandContext,
  input: unknown,
): { document: PageDocument } | { ok: false; reason: RefusalReason; message: string } {
  try {
    return {
      document: parseDocument(input, { registry: context.registry, locale: context.locale() }),
    };
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return refuse(context, "invalid-document", "command.invalidDocument", {
      detail: error.message,
    });
  }
}
