/** The three interface languages; zh-cn is the fallback. */
export type Locale = "zh-cn" | "en" | "zh-tw";

export const LOCALES: readonly Locale[] = ["zh-cn", "en", "zh-tw"];

/** The page settings of spec section 2 (page settings panel). */
export interface PageSettings {
  name: string;
  details: string;
  classification: string | number;
  isPerson: boolean;
  isBack: boolean;
  titleHeight: number;
  bgColor: string;
  bgImg: string;
  // Settings written by newer versions or other tools are kept as they are.
  [extra: string]: unknown;
}

export type Props = Record<string, unknown>;

/** One component on the page: a stable id, a registered type and its props (spec section 3 names). */
export interface ComponentInstance {
  readonly id: string;
  readonly type: string;
  readonly props: Props;
  /**
   * The blocks inside a container, by slot name (a two-column block's "left" and "right"). Absent
   * on every other block, so flat pages and the original's format stay exactly as they were.
   */
  readonly slots?: ComponentSlots | undefined;
}

export type ComponentSlots = Readonly<Record<string, readonly ComponentInstance[]>>;

/**
 * A place in the tree: position `index` of the slot `slot` of the container `parentId`, or of the
 * page's own list when `parentId` is absent.
 */
export interface BlockLocation {
  readonly parentId?: string | undefined;
  readonly slot?: string | undefined;
  readonly index: number;
}

/** The page document: what the editor edits, the server stores and the preview renders. */
export interface PageDocument {
  readonly schemaVersion: number;
  readonly settings: PageSettings;
  readonly components: readonly ComponentInstance[];
}

/** What every command answers: done, or refused with a reason code and a translated message. */
export type CommandResult<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; reason: RefusalReason; message: string };

export type RefusalReason =
  | "unknown-type"
  | "not-found"
  | "placement"
  | "slot"
  | "too-many-items"
  | "invalid-path"
  | "invalid-value"
  | "invalid-payload"
  | "invalid-document"
  | "nothing-to-undo"
  | "nothing-to-redo";
