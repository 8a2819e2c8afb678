import type { ReactNode } from "react";
import type { SpecEditResult } from "../spec-groups";
import type { SkuMessage, SkuRow, SpecGroup } from "../types";

/** What the editor edits: the spec groups and the combination rows generated from them. */
export interface SkuEditorValue {
  groups: SpecGroup[];
  rows: SkuRow[];
}

export interface ImagePickerProps {
  value: string;
  onChange(url: string): void;
  /**
   * The height in px the picker may take: the rows have one fixed height, so a taller tile would
   * spill over the next row. The cell also clips anything taller.
   */
  maxHeight: number;
}

/** The host's media picker for one row's image; a plain URL input is used when absent. */
export type RenderImagePicker = (props: ImagePickerProps) => ReactNode;

/** Field names a cell may change: the numbers (kept as typed text) and the image URL. */
export type SkuCellField = Exclude<keyof SkuRow, "data_title" | "specs_id">;

export type CellChangeHandler = (
  index: number,
  specsId: string,
  field: SkuCellField,
  value: string,
) => void;

/**
 * Applies an edit to the latest groups and regenerates the rows; answers the refusal, if any.
 * An edit answers plain groups (tick, remove) or a result that may be refused (add, rename).
 */
export type GroupsEdit = (
  edit: (groups: SpecGroup[]) => SpecGroup[] | SpecEditResult,
) => SkuMessage | undefined;
