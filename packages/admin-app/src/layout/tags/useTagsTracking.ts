import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  affixTagsSet,
  selectTags,
  TAGS_STORAGE_KEY,
  type TagView,
  tagsRestored,
  tagVisited,
} from "../../store/tagsSlice";
import type { PrefixedStorage } from "../../utils/storage";
import { useLayout } from "../LayoutContext";
import { affixEntries } from "../menuLookup";
import { useCurrentPage } from "../useCurrentPage";

/**
 * Keeps the tags view in step with the router: restores the tags saved before a reload, adds the
 * affix routes, adds or updates the tag of every visited page, and saves the list on each change.
 */
export function useTagsTracking(storage: PrefixedStorage) {
  const dispatch = useAppDispatch();
  const { entries } = useLayout();
  const { search } = useLocation();
  const { pathname, meta, params } = useCurrentPage();
  const tags = useAppSelector(selectTags);
  const restored = useRef(false);

  // Before any visit is recorded, so the saved order comes first.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    dispatch(tagsRestored(storage.get(TAGS_STORAGE_KEY)));
  }, [dispatch, storage]);

  useEffect(() => {
    const affix = affixEntries(entries).map(
      (entry): TagView => ({
        path: entry.path,
        title: entry.meta.title,
        query: {},
        params: {},
        isAffix: true,
        isKeepAlive: !!entry.meta.isKeepAlive,
      }),
    );
    dispatch(affixTagsSet(affix));
  }, [dispatch, entries]);

  // A fresh object each render: the effect follows its content, not its identity.
  const paramsJson = JSON.stringify(params);
  useEffect(() => {
    if (!meta) return; // Not-found and other pages without a title get no tag.
    dispatch(
      tagVisited({
        path: pathname,
        title: meta.title,
        query: Object.fromEntries(new URLSearchParams(search)),
        params: JSON.parse(paramsJson) as Record<string, string>,
        isAffix: !!meta.isAffix,
        isKeepAlive: !!meta.isKeepAlive,
      }),
    );
  }, [dispatch, pathname, search, meta, paramsJson]);

  useEffect(() => {
    if (restored.current) storage.set(TAGS_STORAGE_KEY, tags);
  }, [storage, tags]);
}
