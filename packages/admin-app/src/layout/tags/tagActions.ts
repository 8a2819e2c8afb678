import type { NavigateFunction } from "react-router";
import { HOME_PATH } from "../../config";
import type { AppDispatch } from "../../store";
import { allTagsClosed, otherTagsClosed, type TagView, tagClosed } from "../../store/tagsSlice";

/** A tag's address: its path with the query it was opened with. */
export function tagHref(tag: Pick<TagView, "path" | "query">): string {
  const query = new URLSearchParams(tag.query).toString();
  return query ? `${tag.path}?${query}` : tag.path;
}

export type TagAction = "refresh" | "close" | "closeOthers" | "closeAll" | "fullscreen";

export interface TagActionContext {
  tags: readonly TagView[];
  current: string;
  dispatch: AppDispatch;
  navigate: NavigateFunction;
  refresh(path: string): void;
  setMainFullscreen(on: boolean): void;
}

/** What each entry of a tag's menu does; closing the open page moves to a neighbouring tag. */
export function runTagAction(action: TagAction, tag: TagView, context: TagActionContext) {
  const { tags, current, dispatch, navigate } = context;
  const open = () => {
    if (tag.path !== current) navigate(tagHref(tag));
  };
  switch (action) {
    case "refresh":
      open();
      context.refresh(tag.path);
      return;
    case "fullscreen":
      open();
      context.setMainFullscreen(true);
      return;
    case "close": {
      if (tag.isAffix) return;
      const index = tags.findIndex((other) => other.path === tag.path);
      dispatch(tagClosed(tag.path));
      if (tag.path !== current) return;
      const rest = tags.filter((other) => other.path !== tag.path);
      const next = rest[Math.min(index, rest.length) - 1] ?? rest[0];
      navigate(next ? tagHref(next) : HOME_PATH);
      return;
    }
    case "closeOthers":
      dispatch(otherTagsClosed(tag.path));
      open();
      return;
    case "closeAll": {
      dispatch(allTagsClosed());
      const affix = tags.filter((other) => other.isAffix);
      if (affix.some((other) => other.path === current)) return;
      const last = affix[affix.length - 1];
      navigate(last ? tagHref(last) : HOME_PATH);
    }
  }
}
