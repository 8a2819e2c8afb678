import { useContext, useEffect } from "react";
import { ReactReduxContext } from "react-redux";
import { useLocation } from "react-router";
import { tagNamed } from "../../store/tagsSlice";

/**
 * Names the current page's tag in the tags view after what it shows (the page an editor edits),
 * instead of its route's title; `undefined` while that is not known yet leaves the title. Outside
 * the signed-in frame (a story, a screen's own test) there is no store and no tag to name.
 */
export function useTagName(name: string | undefined) {
  const store = useContext(ReactReduxContext)?.store;
  const { pathname } = useLocation();
  useEffect(() => {
    if (store && name !== undefined) store.dispatch(tagNamed({ path: pathname, name }));
  }, [store, pathname, name]);
}
