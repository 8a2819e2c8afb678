import {
  type ComponentInstance,
  type EditorState,
  type EditorStore,
  selectComponentById,
} from "@vitrine/editor-core";
import { useCallback, useSyncExternalStore } from "react";

/**
 * Per-component subscriptions for the canvas. With one useSelector per block, every store change
 * runs hundreds of selectors (the profile of a keystroke at 500 blocks showed the store's
 * notification loop as its largest JS cost after React's own work). Here one store listener
 * compares the components and the selection with the previous state and wakes only the blocks
 * whose component object or selected state changed.
 */
export interface BlockStore {
  subscribe: (id: string, listener: () => void) => () => void;
  component: (id: string) => ComponentInstance | undefined;
  /**
   * The block's selection states, as flags: SELECTED, PRIMARY (chosen last, the selection's last
   * id) and ACTIONS (drawing the selection's action bar, see actionsHolder). One number, so a
   * block needs one subscription for all three (useBlock).
   */
  selection: (id: string) => number;
  /**
   * The block's component and selection flags together, the same object while neither changed:
   * what useBlock reads, so a block needs one subscription (two were 2,000 subscribe effects at
   * 1,000 blocks on the first load).
   */
  snapshot: (id: string) => BlockSnapshot;
}

export interface BlockSnapshot {
  readonly component: ComponentInstance | undefined;
  readonly flags: number;
}

export const SELECTED = 1;
export const PRIMARY = 2;
export const ACTIONS = 4;

/**
 * The selected block highest on the page: the action bar is drawn above its outline, so it covers
 * none of the selected blocks (above the block chosen last, it hid the selected block over it).
 */
function actionsHolder(state: EditorState): string | undefined {
  const selection = state.ui.selection;
  if (selection.length <= 1) return selection[0];
  // One walk of the page per state: every selected block asks (5,000 after select-all).
  if (holderOf.state === state) return holderOf.id;
  const selected = new Set(selection);
  const id = state.document.present.components.find((c) => selected.has(c.id))?.id;
  holderOf = { state, id };
  return id;
}
let holderOf: { state: EditorState | null; id: string | undefined } = {
  state: null,
  id: undefined,
};

const stores = new WeakMap<EditorStore, BlockStore>();

/** The block store of an editor store (one per store, shared by the canvas and the list). */
export function blockStoreOf(store: EditorStore): BlockStore {
  let blocks = stores.get(store);
  if (!blocks) {
    blocks = createBlockStore(store);
    stores.set(store, blocks);
  }
  return blocks;
}

function createBlockStore(store: EditorStore): BlockStore {
  const listeners = new Map<string, Set<() => void>>();
  let previous: EditorState = store.getState();
  let unsubscribe: (() => void) | null = null;

  const changedIds = (before: EditorState, after: EditorState): Set<string> => {
    const changed = new Set<string>();
    const was = before.document.present.components;
    const now = after.document.present.components;
    if (was !== now) {
      // Most changes keep the order (an edit): compare position by position, and look an id up
      // only where the order differs.
      let reordered = was.length !== now.length;
      now.forEach((component, i) => {
        const sameSlot = was[i]?.id === component.id;
        if (!sameSlot) reordered = true;
        const same = sameSlot ? was[i] : selectComponentById(before, component.id);
        if (same !== component) changed.add(component.id);
      });
      // Removed components: their blocks unmount, but a listener may still be waiting. With the
      // same ids in the same places (every edit) nothing was removed.
      if (reordered) {
        for (const component of was) {
          if (selectComponentById(after, component.id) === undefined) changed.add(component.id);
        }
      }
    }
    const selectedBefore = before.ui.selection;
    const selectedNow = after.ui.selection;
    if (selectedBefore !== selectedNow) {
      for (const id of selectedBefore) if (!selectedNow.includes(id)) changed.add(id);
      for (const id of selectedNow) if (!selectedBefore.includes(id)) changed.add(id);
      // The action bar moves to the block chosen last.
      const primaryBefore = selectedBefore.at(-1);
      const primaryNow = selectedNow.at(-1);
      if (primaryBefore !== primaryNow) {
        if (primaryBefore !== undefined) changed.add(primaryBefore);
        if (primaryNow !== undefined) changed.add(primaryNow);
      }
    }
    // A move or a new selection can hand the bar to another block.
    if (was !== now || selectedBefore !== selectedNow) {
      const holderBefore = actionsHolder(before);
      const holderNow = actionsHolder(after);
      if (holderBefore !== holderNow) {
        if (holderBefore !== undefined) changed.add(holderBefore);
        if (holderNow !== undefined) changed.add(holderNow);
      }
    }
    return changed;
  };

  const onStoreChange = () => {
    const next = store.getState();
    if (next === previous) return;
    const changed = changedIds(previous, next);
    previous = next;
    for (const id of changed) {
      for (const listener of listeners.get(id) ?? []) listener();
    }
  };

  const snapshots = new Map<string, BlockSnapshot>();
  const selection = (id: string) => {
    const state = store.getState();
    const selected = state.ui.selection;
    // Only a selected block can be primary or hold the bar: the others skip those reads.
    if (!selected.includes(id)) return 0;
    return (
      SELECTED |
      (selected.at(-1) === id ? PRIMARY : 0) |
      (actionsHolder(state) === id ? ACTIONS : 0)
    );
  };

  return {
    subscribe(id, listener) {
      if (!unsubscribe) {
        previous = store.getState();
        unsubscribe = store.subscribe(onStoreChange);
      }
      const set = listeners.get(id) ?? new Set();
      set.add(listener);
      listeners.set(id, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(id);
          snapshots.delete(id);
        }
        if (listeners.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
    component: (id) => selectComponentById(store.getState(), id),
    selection,
    snapshot(id) {
      const component = selectComponentById(store.getState(), id);
      const flags = selection(id);
      const last = snapshots.get(id);
      if (last && last.component === component && last.flags === flags) return last;
      const next = { component, flags };
      snapshots.set(id, next);
      return next;
    },
  };
}

const NO_UNSUBSCRIBE = () => {};

/**
 * The selection flags of a run's blocks, one digit a block (SELECTED | PRIMARY | ACTIONS), for a
 * run drawn as placeholders (see Canvas's CanvasChunk): one subscription for the run instead of a
 * component and a subscription a block. Not `active` (a mounted run, whose blocks subscribe
 * themselves): subscribes to nothing and answers "".
 */
export function useRunFlags(blocks: BlockStore, ids: readonly string[], active: boolean): string {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!active) return NO_UNSUBSCRIBE;
      const offs = ids.map((id) => blocks.subscribe(id, listener));
      return () => {
        for (const off of offs) off();
      };
    },
    [blocks, ids, active],
  );
  // A string, so that an unchanged selection compares equal without a cache.
  const read = () => (active ? ids.map((id) => blocks.selection(id)).join("") : "");
  return useSyncExternalStore(subscribe, read, read);
}

/** One block's component and selected state, re-rendering only when they change. */
export function useBlock(
  blocks: BlockStore,
  id: string,
): {
  component: ComponentInstance | undefined;
  selected: boolean;
  primary: boolean;
  actions: boolean;
} {
  const subscribe = useCallback(
    (listener: () => void) => blocks.subscribe(id, listener),
    [blocks, id],
  );
  // The component and the three selection states in one snapshot: one subscription a block
  // instead of four, which at 5,000 blocks were 15,000 more subscribes on the first render.
  const read = () => blocks.snapshot(id);
  // The same read serves the server's render: a host that renders <Editor> to HTML first (Next.js,
  // renderToString) gets the page's blocks instead of React's missing getServerSnapshot error.
  const { component, flags } = useSyncExternalStore(subscribe, read, read);
  const selected = (flags & SELECTED) !== 0;
  const primary = (flags & PRIMARY) !== 0;
  const actions = (flags & ACTIONS) !== 0;
  return { component, selected, primary, actions };
}
