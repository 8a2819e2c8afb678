import { createEditor, type Locale } from "@vitrine/editor-core";
import { type ReactNode, useMemo } from "react";
import { EditorUiContext, makeEditorUi } from "../workbench/editor-context";
import type { PageSource, ProductSource } from "./sources";

/** The editor context a picker reads, without a workbench (tests and stories). */
export function PickerFrame(props: {
  locale?: Locale | undefined;
  pageSource?: PageSource | undefined;
  productSource?: ProductSource | undefined;
  children: ReactNode;
}) {
  const { locale = "zh-cn", pageSource, productSource } = props;
  const ui = useMemo(
    () =>
      makeEditorUi({ editor: createEditor(), locale, notify: () => {}, pageSource, productSource }),
    [locale, pageSource, productSource],
  );
  return <EditorUiContext.Provider value={ui}>{props.children}</EditorUiContext.Provider>;
}
