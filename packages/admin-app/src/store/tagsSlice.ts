import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { PrefixedStorage } from "../utils/storage";
import { sessionCleared } from "./authSlice";

/**
 * One open page in the tags view. `path` is the pathname (with the params' values already in it),
 * so a dynamic route opened with other params is another tag; a new query updates the same tag.
 */
export interface TagView {
  path: string;
  /** i18n key of the route's title, used when no `tagsViewName` is given. */
  title: string;
  query: Record<string, string>;
  params: Record<string, string>;
  /** Affix tags are always present and cannot be closed. */
  isAffix: boolean;
  isKeepAlive: boolean;
  /**
   * The open page's own name when it gives one (the page an editor tab edits): two editor tabs
   * would otherwise both read 编辑页面.
   */
  name?: string;
}

export interface TagsState {
  list: TagView[];
}

/** sessionStorage key (under `vitrine:`): the tags survive a reload of this tab, not a new visit. */
export const TAGS_STORAGE_KEY = "tagsViewList";

const initialState: TagsState = { list: [] };

function isTag(value: unknown): value is TagView {
  if (!value || typeof value !== "object") return false;
  const tag = value as Record<string, unknown>;
  const isRecord = (v: unknown) => !!v && typeof v === "object" && !Array.isArray(v);
  return (
    typeof tag.path === "string" &&
    tag.path.startsWith("/") &&
    typeof tag.title === "string" &&
    isRecord(tag.query) &&
    isRecord(tag.params) &&
    typeof tag.isAffix === "boolean" &&
    typeof tag.isKeepAlive === "boolean" &&
    (tag.name === undefined || typeof tag.name === "string")
  );
}

/** Stored tags as they were saved; anything malformed (another version, a hand edit) is dropped. */
export function restoredTags(stored: unknown): TagView[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return stored.filter((tag): tag is TagView => {
    if (!isTag(tag) || seen.has(tag.path)) return false;
    seen.add(tag.path);
    return true;
  });
}

/** Affix tags first (in their order), then the others: closing never moves an affix tag away. */
function affixFirst(list: TagView[]): TagView[] {
  return [...list.filter((tag) => tag.isAffix), ...list.filter((tag) => !tag.isAffix)];
}

const tagsSlice = createSlice({
  name: "tags",
  initialState,
  reducers: {
    /** A route was opened: add its tag at the end, or refresh the query/params of its tag. */
    tagVisited(state, action: PayloadAction<TagView>) {
      const index = state.list.findIndex((tag) => tag.path === action.payload.path);
      if (index === -1) state.list.push(action.payload);
      else {
        const { isAffix, name } = state.list[index]!;
        state.list[index] = { ...action.payload, isAffix, ...(name ? { name } : {}) };
      }
    },
    /** The page at `path` named itself (an editor, once its page is loaded); empty clears it. */
    tagNamed(state, action: PayloadAction<{ path: string; name: string }>) {
      const tag = state.list.find((t) => t.path === action.payload.path);
      if (!tag) return;
      const name = action.payload.name.trim();
      if (name) tag.name = name;
      else delete tag.name;
    },
    /** The routes flagged affix: present whatever the stored list says, ahead of the others. */
    affixTagsSet(state, action: PayloadAction<TagView[]>) {
      const missing = action.payload.filter(
        (affix) => !state.list.some((tag) => tag.path === affix.path),
      );
      state.list = affixFirst([...missing, ...state.list]);
    },
    /** Tags saved before a reload come back first, in their order; tags added since follow. */
    tagsRestored(state, action: PayloadAction<unknown>) {
      const restored = restoredTags(action.payload);
      const added = state.list.filter((tag) => !restored.some((old) => old.path === tag.path));
      state.list = [...restored, ...added];
    },
    tagClosed(state, action: PayloadAction<string>) {
      state.list = state.list.filter((tag) => tag.isAffix || tag.path !== action.payload);
    },
    /** Keeps the affix tags and the one at `path`. */
    otherTagsClosed(state, action: PayloadAction<string>) {
      state.list = state.list.filter((tag) => tag.isAffix || tag.path === action.payload);
    },
    allTagsClosed(state) {
      state.list = state.list.filter((tag) => tag.isAffix);
    },
    /** Drag or keyboard reorder: the tag at `from` takes the place of the tag at `to`. */
    tagMoved(state, action: PayloadAction<{ from: string; to: string }>) {
      const from = state.list.findIndex((tag) => tag.path === action.payload.from);
      const to = state.list.findIndex((tag) => tag.path === action.payload.to);
      if (from === -1 || to === -1 || from === to) return;
      const [moved] = state.list.splice(from, 1);
      state.list.splice(to, 0, moved!);
    },
  },
  extraReducers: (builder) => {
    // The open pages belong to a session: the next operator in this tab starts clean.
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  tagVisited,
  tagNamed,
  affixTagsSet,
  tagsRestored,
  tagClosed,
  otherTagsClosed,
  allTagsClosed,
  tagMoved,
} = tagsSlice.actions;
export const tagsReducer = tagsSlice.reducer;

export const selectTags = (state: { tags: TagsState }) => state.tags.list;

/**
 * The stored tags belong to a session too: they are removed when the session ends (whichever way)
 * and when the app starts without one (a page reload after the session ended elsewhere).
 */
export function forgetStoredTagsWithoutSession(
  store: { getState(): { auth: { token: string | null } }; subscribe(listener: () => void): void },
  tabStorage: PrefixedStorage | undefined,
) {
  if (!tabStorage) return;
  let signedIn = store.getState().auth.token !== null;
  if (!signedIn) tabStorage.remove(TAGS_STORAGE_KEY);
  store.subscribe(() => {
    const now = store.getState().auth.token !== null;
    if (signedIn && !now) tabStorage.remove(TAGS_STORAGE_KEY);
    signedIn = now;
  });
}

/**
 * The name shown for a tag: `tagsViewName` from the query or params when given, either a plain
 * string or a JSON object per language ({"zh-cn":"…","en":"…"}); else the name the open page gave
 * itself; else the route's translated title.
 */
export function tagTitle(
  tag: Pick<TagView, "title" | "query" | "params" | "name">,
  language: string,
  translate: (key: string) => string,
): string {
  const name = tag.query.tagsViewName ?? tag.params.tagsViewName;
  if (name) return localizedName(name, language) ?? name;
  return tag.name || translate(tag.title);
}

function localizedName(name: string, language: string): string | undefined {
  if (!name.trimStart().startsWith("{")) return undefined;
  try {
    const parsed = JSON.parse(name) as unknown;
    if (!parsed || typeof parsed !== "object") return undefined;
    const byLanguage = parsed as Record<string, unknown>;
    const text = byLanguage[language] ?? byLanguage["zh-cn"] ?? Object.values(byLanguage)[0];
    return typeof text === "string" ? text : undefined;
  } catch {
    return undefined; // Not JSON after all: the caller shows the string as it is.
  }
}
