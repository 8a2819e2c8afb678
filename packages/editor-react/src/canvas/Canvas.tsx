import { type EditorState, selectComponentIds, selectSettings } from "@vitrine/editor-core";
import { lazy, memo, Suspense, useContext, useEffect, useRef } from "react";
import { useSelector } from "react-redux";
import { IssuesContext } from "../issues/issues-context";
import { PageHeaderView } from "../previews/PageHeaderView";
import { pageBackgroundStyle } from "../render/page-background";
import { useDropTarget } from "../workbench/drag-scope";
import {
  CANVAS_BLOCK_DRAG_ID,
  CANVAS_DROP_ID,
  type DragState,
  useDragState,
} from "../workbench/EditorDnd";
import { useEditorUi } from "../workbench/editor-context";
import { type DragStyle, ItemDragArea, useItemDragAttributes } from "../workbench/ItemDragArea";
import { runStyle, sameRunProps, splitIntoRuns } from "../workbench/runs";
import { BlockDeleteContext } from "./BlockActions";
import { ACTIONS, blockStoreOf, PRIMARY, SELECTED, useRunFlags } from "./block-store";
import { CanvasBlock } from "./CanvasBlock";
import { InsertHereProvider } from "./InsertHere";
import { useKeepFocus } from "./keep-focus";
import { EAGER_ITEMS, useNearView } from "./lazy-blocks";
import { placeholderBlock } from "./PlaceholderBlock";
import { CANVAS_PADDING, canvasPin, selectPinnedTabBar } from "./pinned-on-canvas";

export const PHONE_WIDTH = 375;

const PhoneStatusIcons = lazy(() => import("./PhoneStatusIcons"));

/** The 375 px phone: the page header from the settings, then each component's preview. */
export function Canvas({
  onBlockRender,
  onRender,
  onDelete,
  paletteTypes,
}: {
  onBlockRender?: ((id: string) => void) | undefined;
  /** The palette's components, offered by the "+" between blocks (all registered without it). */
  paletteTypes?: readonly string[] | undefined;
  /** Deletes a block from its action bar (the workbench asks first); without it there is no delete. */
  onDelete?: ((id: string) => void) | undefined;
  /** Counts renders of the list itself (tests). */
  onRender?: (() => void) | undefined;
}) {
  const { t } = useEditorUi();
  const ids = useSelector(selectComponentIds);
  const settings = useSelector((state: EditorState) => selectSettings(state));
  const drag = useDragState();
  const dropRef = useDropTarget(CANVAS_DROP_ID);
  // The tab bar, drawn after the runs so that it can stick to the phone's bottom (its own run
  // would hold it: sticky positioning works only inside the element's parent).
  const tabBar = useSelector(selectPinnedTabBar);
  onRender?.();
  const chunks = chunkBlocks(tabBar ? ids.slice(0, -1) : ids, drag, onBlockRender);
  // Dropped before the tab bar is dropped at the end of the runs.
  const lineAtEnd =
    drag.insertBefore === "end" || (tabBar !== null && drag.insertBefore === tabBar);
  return (
    <InsertHereProvider types={paletteTypes}>
      <BlockDeleteContext.Provider value={onDelete ?? null}>
        <main
          aria-label={t("editor.canvas")}
          className="vt-canvas"
          // The padding is the pinned blocks' sticky offset too (pinned-on-canvas).
          style={{ padding: CANVAS_PADDING }}
        >
          <div
            ref={dropRef}
            data-vitrine-canvas
            className="vitrine-phone vt-phone"
            // The page's own background (a document value).
            style={pageBackgroundStyle(settings, "#f9f9f9")}
          >
            <BringChosenIntoView />
            <PhoneStatusBar />
            <PageHeaderView settings={settings} />
            {ids.length === 0 && <p className="vt-canvas__empty">{t("canvas.empty")}</p>}
            {/* One draggable for all blocks: a drag re-renders none of them (see ItemDragArea).
              Lifted by each block's button, which takes the pointer and the keys, shows the drag
              as pressed and gets the focus back after a keyboard drop. */}
            <ItemDragArea
              id={CANVAS_BLOCK_DRAG_ID}
              handle=".vt-block__hit"
              draggingStyle={BLOCK_DRAGGING}
              className="vt-canvas__blocks"
              style={drag.dragging ? NO_POINTER : undefined}
            >
              {chunks}
              {/* Grows to the phone's height, so a short page's tab bar is at the phone's bottom. */}
              <div className="vt-canvas__tail">{lineAtEnd && <InsertionIndicator />}</div>
              {tabBar && <CanvasBlock id={tabBar} onRender={onBlockRender} />}
            </ItemDragArea>
          </div>
        </main>
      </BlockDeleteContext.Provider>
    </InsertHereProvider>
  );
}

/** The blocks in runs the browser skips off screen (see workbench/runs.ts). */
function chunkBlocks(
  ids: readonly string[],
  drag: DragState,
  onBlockRender: ((id: string) => void) | undefined,
) {
  // The drop line at the end is drawn after the runs, in the canvas's tail.
  return splitIntoRuns(ids, drag.insertBefore, drag.activeId, false).map((run) => (
    <CanvasChunk
      key={run.start}
      start={run.start}
      ids={run.ids}
      insertBefore={run.insertBefore}
      holdsDragged={run.holdsDragged}
      onBlockRender={onBlockRender}
    />
  ));
}

type ChunkProps = {
  /** The run's first position in the page (the first runs mount at once, see lazy-blocks). */
  start: number;
  ids: readonly string[];
  insertBefore: string | null;
  holdsDragged: boolean;
  onBlockRender: ((id: string) => void) | undefined;
};

/**
 * One run of blocks. A reorder, insert or delete changes the ids of one or two runs: the others
 * keep theirs and are not reconciled again, so React walks 25 blocks instead of all of them (at
 * 1,000 blocks, 40 runs). Far from the canvas's view its blocks are placeholders until it comes
 * near or the keyboard reaches it (lazy-blocks); the run holding a dragged block is always
 * mounted. A placeholder run draws its blocks itself (PlaceholderBlock) from one subscription to
 * its blocks' selection, except those that must be whole: the block chosen last or carrying the
 * action bar (mounted, see CanvasBlock), a pinned search bar (it sticks) and a block with the
 * host's issues (its marker describes it).
 */
const CanvasChunk = memo(function CanvasChunk(props: ChunkProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, bringNear] = useNearView(ref, props.start < EAGER_ITEMS);
  const mounted = near || props.holdsDragged;
  const { editor, tc } = useEditorUi();
  const blocks = blockStoreOf(editor.store);
  const flags = useRunFlags(blocks, props.ids, !mounted);
  const issues = useContext(IssuesContext);
  const drag = useItemDragAttributes();
  // A keyboard user reaching a placeholder (Tab, Shift+arrows) gets the whole run at once, so
  // that a Space lifts a block that stays (not one swapped for its preview mid-drag). Not a
  // click's focus: the press would be swapped away before its click.
  useKeepFocus(ref, (target) => {
    if (!mounted && isKeyboardFocus(target)) bringNear();
  });
  const titles = new Map<string, string>();
  const items = props.ids.map((id, i) => {
    const flag = mounted ? 0 : Number(flags[i]);
    const component = mounted ? undefined : blocks.component(id);
    if (
      mounted ||
      !component ||
      (flag & (SELECTED | PRIMARY)) === (SELECTED | PRIMARY) ||
      (flag & ACTIONS) !== 0 ||
      canvasPin(component) !== null ||
      issues?.byComponent.has(id)
    ) {
      return <CanvasBlock key={id} id={id} onRender={props.onBlockRender} nearView={mounted} />;
    }
    const { type } = component;
    let title = titles.get(type);
    if (title === undefined) {
      title = tc(`component.${type}.title`);
      titles.set(type, title);
    }
    return placeholderBlock(editor, id, type, title, (flag & SELECTED) !== 0, drag);
  });
  const before = props.insertBefore ? props.ids.indexOf(props.insertBefore) : -1;
  if (before >= 0) items.splice(before, 0, <InsertionIndicator key="insertion-indicator" />);
  return (
    <div
      ref={ref}
      data-canvas-chunk
      className="vt-canvas__run"
      style={props.holdsDragged ? undefined : CHUNK_STYLE}
    >
      {items}
    </div>
  );
}, sameRunProps);

/** Whether the element got the focus from the keyboard (or a script), not from a pointer press. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    // A browser without :focus-visible: treat the focus as the keyboard's.
    return true;
  }
}

const BLOCK_DRAGGING: DragStyle = { opacity: "0.6" };
const NO_POINTER = { pointerEvents: "none" } as const;
/** A run's size before it is first laid out: 60 px a block; later its last real size is kept. */
const CHUNK_STYLE = runStyle(60);

/**
 * Brings the block chosen last into view when the choice changes: a new one added from the palette
 * below the fold, or one chosen in the management list, was selected out of sight (issue 34).
 * "nearest" leaves a block already in view where it is. One effect for the canvas, after the
 * blocks' own commit (the chosen one is mounted by then, see CanvasBlock).
 */
function BringChosenIntoView() {
  const chosen = useSelector((state: EditorState) => state.ui.selection.at(-1));
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (chosen === undefined) return;
    const selector = `[data-component-id=${JSON.stringify(chosen)}]`;
    ref.current?.closest("[data-vitrine-canvas]")?.querySelector(selector)?.scrollIntoView?.({
      block: "nearest",
    });
  }, [chosen]);
  return <span ref={ref} hidden />;
}

/** Where a dragged palette item will land. */
function InsertionIndicator() {
  return <div data-insertion-indicator className="vt-drop-line" />;
}

/** The phone's status bar: a fixed picture of one, so the canvas reads as a phone screen. */
function PhoneStatusBar() {
  return (
    <div className="vt-phone__status" aria-hidden="true">
      <span>9:41</span>
      <span className="vt-phone__icons">
        <Suspense fallback={null}>
          <PhoneStatusIcons />
        </Suspense>
      </span>
    </div>
  );
}
