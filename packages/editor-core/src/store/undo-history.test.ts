import type { UnknownAction } from "@reduxjs/toolkit";
import { describe, expect, it } from "vitest";
import { createDocument } from "../document/create-document";
import type { PageDocument } from "../types";
import { freshHistory, redone, type UndoHistory, undoable, undone } from "./undo-history";

// A stand-in reducer: "rename" sets the page name, anything else changes nothing.
const rename = (name: string, group?: string): UnknownAction =>
  ({ type: "rename", payload: name, meta: { group: group ?? null } }) as UnknownAction;
const reducer = (document: PageDocument, action: UnknownAction) =>
  action.type === "rename"
    ? { ...document, settings: { ...document.settings, name: String(action.payload) } }
    : document;
const names = (history: UndoHistory) => ({
  past: history.past.map((d) => d.settings.name),
  present: history.present.settings.name,
  future: history.future.map((d) => d.settings.name),
});

describe("the document's undo history", () => {
  const step = undoable(reducer, 2);
  const start = freshHistory(createDocument());

  it("makes one step per change and one per run of the same group", () => {
    let history = step(start, rename("a"));
    history = step(history, rename("ab", "typing"));
    history = step(history, rename("abc", "typing"));
    expect(names(history)).toEqual({ past: ["", "a"], present: "abc", future: [] });
  });

  it("keeps at most `limit` steps, dropping the oldest", () => {
    let history = start;
    for (const name of ["a", "b", "c"]) history = step(history, rename(name));
    expect(names(history)).toEqual({ past: ["a", "b"], present: "c", future: [] });
  });

  it("undoes and redoes; an edit after an undo starts a new step and drops the redo", () => {
    let history = step(step(start, rename("a", "typing")), rename("ab", "typing"));
    history = step(history, undone());
    expect(names(history)).toEqual({ past: [], present: "", future: ["ab"] });
    history = step(history, redone());
    expect(names(history)).toEqual({ past: [""], present: "ab", future: [] });
    history = step(step(history, undone()), rename("x", "typing"));
    expect(names(history)).toEqual({ past: [""], present: "x", future: [] });
  });

  it("answers the same history when nothing changes or there is nothing to undo", () => {
    expect(step(start, { type: "other" })).toBe(start);
    expect(step(start, undone())).toBe(start);
    expect(step(start, redone())).toBe(start);
  });
});
