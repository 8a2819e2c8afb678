import type { Locale } from "@vitrine/editor-core";
import { useEffect, useState } from "react";
import { PageRenderer } from "../render/PageRenderer";
import { connectPreviewFrame, type PreviewFrameState } from "./preview-frame";

/** The content of the preview frame: the page as the editor sends it; a click selects in the editor. */
export function PreviewFrameApp({
  allowedOrigins,
  locale = "zh-cn",
}: {
  allowedOrigins: readonly string[];
  locale?: Locale;
}) {
  const [state, setState] = useState<PreviewFrameState>({ document: null, selection: [] });
  const [select, setSelect] = useState<((id: string) => void) | null>(null);
  useEffect(() => {
    const { client, stop } = connectPreviewFrame({ allowedOrigins, onChange: setState });
    setSelect(() => (id: string) => client.select([id]));
    return stop;
  }, [allowedOrigins]);
  if (!state.document) return null;
  return (
    <PageRenderer
      document={state.document}
      locale={locale}
      selectedIds={state.selection}
      onComponentClick={select ?? undefined}
    />
  );
}
