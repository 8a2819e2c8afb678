import { describe, expect, it } from "vitest";
import { sessionCleared } from "./authSlice";
import {
  affixTagsSet,
  allTagsClosed,
  otherTagsClosed,
  restoredTags,
  type TagView,
  tagClosed,
  tagMoved,
  tagNamed,
  tagsReducer,
  tagsRestored,
  tagTitle,
  tagVisited,
} from "./tagsSlice";

function tag(path: string, extra: Partial<TagView> = {}): TagView {
  return {
    path,
    title: `router.${path.slice(1)}`,
    query: {},
    params: {},
    isAffix: false,
    isKeepAlive: false,
    ...extra,
  };
}

const home = tag("/home", { isAffix: true });
const paths = (state: { list: TagView[] }) => state.list.map((t) => t.path);

function withTags(...tags: TagView[]) {
  return tags.reduce(
    (state, t) => tagsReducer(state, tagVisited(t)),
    tagsReducer(undefined, { type: "init" }),
  );
}

describe("tags view list", () => {
  it("adds a tag per visited path once, and a revisit with another query updates that tag", () => {
    let state = withTags(home, tag("/a"), tag("/b"));
    state = tagsReducer(state, tagVisited(tag("/a", { query: { page: "2" } })));
    expect(paths(state)).toEqual(["/home", "/a", "/b"]);
    expect(state.list[1]?.query).toEqual({ page: "2" });
  });

  it("gives each set of params of a dynamic route its own tag", () => {
    const state = withTags(
      tag("/params/dynamic/details/1/7/x", { params: { t: "1", id: "7", tagsViewName: "x" } }),
      tag("/params/dynamic/details/1/8/y", { params: { t: "1", id: "8", tagsViewName: "y" } }),
    );
    expect(state.list).toHaveLength(2);
  });

  it("closes one tag but never an affix tag", () => {
    let state = withTags(home, tag("/a"), tag("/b"));
    state = tagsReducer(state, tagClosed("/a"));
    state = tagsReducer(state, tagClosed("/home"));
    expect(paths(state)).toEqual(["/home", "/b"]);
  });

  it("close others keeps the current tag and the affix ones; close all keeps the affix ones", () => {
    const state = withTags(home, tag("/a"), tag("/b"), tag("/c"));
    expect(paths(tagsReducer(state, otherTagsClosed("/b")))).toEqual(["/home", "/b"]);
    expect(paths(tagsReducer(state, allTagsClosed()))).toEqual(["/home"]);
    // The end of the session takes the affix ones too: the next operator starts clean.
    expect(paths(tagsReducer(state, sessionCleared()))).toEqual([]);
  });

  it("moves a tag to another's place, both ways", () => {
    const state = withTags(home, tag("/a"), tag("/b"), tag("/c"));
    expect(paths(tagsReducer(state, tagMoved({ from: "/c", to: "/a" })))).toEqual([
      "/home",
      "/c",
      "/a",
      "/b",
    ]);
    expect(paths(tagsReducer(state, tagMoved({ from: "/a", to: "/c" })))).toEqual([
      "/home",
      "/b",
      "/c",
      "/a",
    ]);
    expect(paths(tagsReducer(state, tagMoved({ from: "/a", to: "/gone" })))).toEqual(paths(state));
  });

  it("puts missing affix tags first and leaves present ones where they are", () => {
    let state = withTags(tag("/a"));
    state = tagsReducer(state, affixTagsSet([home, tag("/iframesOne", { isAffix: true })]));
    expect(paths(state)).toEqual(["/home", "/iframesOne", "/a"]);
    state = tagsReducer(state, affixTagsSet([home]));
    expect(paths(state)).toEqual(["/home", "/iframesOne", "/a"]);
  });
});

describe("tags after a reload", () => {
  it("restores the stored tags with their query and params, in order, before newer ones", () => {
    // What sessionStorage held, as JSON, before the reload.
    const saved = JSON.parse(
      JSON.stringify([home, tag("/b", { query: { id: "3" } }), tag("/a")]),
    ) as unknown;
    let state = withTags(tag("/c"));
    state = tagsReducer(state, tagsRestored(saved));
    expect(paths(state)).toEqual(["/home", "/b", "/a", "/c"]);
    expect(state.list[1]?.query).toEqual({ id: "3" });
  });

  it("ignores storage that is not a list of tags and drops malformed or repeated entries", () => {
    expect(restoredTags("nonsense")).toEqual([]);
    expect(restoredTags(null)).toEqual([]);
    expect(restoredTags([{ path: "/x" }, tag("relative"), tag("/a"), tag("/a")])).toEqual([
      tag("/a"),
    ]);
  });
});

describe("tag titles", () => {
  const translate = (key: string) => `T(${key})`;

  it("uses the route's title when no name is given", () => {
    expect(tagTitle(tag("/a"), "en", translate)).toBe("T(router.a)");
  });

  it("uses a plain tagsViewName from the query or the params", () => {
    expect(tagTitle(tag("/a", { query: { tagsViewName: "订单 7" } }), "en", translate)).toBe(
      "订单 7",
    );
    expect(tagTitle(tag("/a", { params: { tagsViewName: "Order 8" } }), "en", translate)).toBe(
      "Order 8",
    );
  });

  it("picks the current language of a per-language name, falling back to zh-cn", () => {
    const name = JSON.stringify({ "zh-cn": "详情", en: "Details" });
    const named = tag("/a", { query: { tagsViewName: name } });
    expect(tagTitle(named, "en", translate)).toBe("Details");
    expect(tagTitle(named, "zh-cn", translate)).toBe("详情");
    expect(tagTitle(named, "zh-tw", translate)).toBe("详情");
  });

  it("names two editor tabs by the pages they edit, kept on a revisit and after a reload", () => {
    const editor = (id: number) => tag(`/decorate/${id}`, { title: "router.decorateEditor" });
    let state = withTags(editor(1), editor(2));
    state = tagsReducer(state, tagNamed({ path: "/decorate/1", name: "Spring sale" }));
    state = tagsReducer(state, tagNamed({ path: "/decorate/2", name: "Home page" }));
    state = tagsReducer(state, tagVisited(editor(1)));
    const titles = (list: TagView[]) => list.map((t) => tagTitle(t, "en", translate));
    expect(titles(state.list)).toEqual(["Spring sale", "Home page"]);
    const reloaded = restoredTags(JSON.parse(JSON.stringify(state.list)) as unknown);
    expect(titles(reloaded)).toEqual(["Spring sale", "Home page"]);
    // A page whose name is emptied goes back to the route's title.
    state = tagsReducer(state, tagNamed({ path: "/decorate/2", name: " " }));
    expect(titles(state.list)).toEqual(["Spring sale", "T(router.decorateEditor)"]);
  });

  it("shows a name that only looks like JSON as it is", () => {
    const named = tag("/a", { query: { tagsViewName: "{not json" } });
    expect(tagTitle(named, "en", translate)).toBe("{not json");
  });
});
