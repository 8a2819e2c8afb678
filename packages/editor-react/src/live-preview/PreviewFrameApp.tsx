import type { Locale } from "@vitrine/editor-core";
import { useEffect, useState } from "react";
import type { HostComponent } from "../host/define-host-component";
import type { HostPreviews } from "../previews/host-previews";
import { PageRenderer } from "../render/PageRenderer";
import { connectPreviewFrame, type PreviewFrameState } from "./preview-frame";

/**
 * The content of the preview frame: the page as the editor sends it, in the editor's language (sent
 * with the snapshot and again when the operator switches); a click selects in the editor. `locale`
 * is only the language until the editor has named its own. `previews`: the host's previews, the
 * same map its `<Editor>` is given; `components`: the host's components, the same list too.
 */
export function PreviewFrameApp({
  allowedOrigins,
  locale: fallbackLocale = "zh-cn",
  previews,
  components,
}: {
  allowedOrigins: readonly string[];
  locale?: Locale | undefined;
  previews?: HostPreviews | undefined;
  components?: readonly HostComponent[] | undefined;
}) {
  const [state, setState] = useState<PreviewFrameState>({
    document: null,
    selection: [],
    locale: null,
  });
  const [select, setSelect] = useState<((id: string) => void) | null>(null);
  useEffect(() => {
    const { client, stop } = connectPreviewFrame({ allowedOrigins, onChange: setState });
    setSelect(() => (id: string) => client.select([id]));
    return stop;
  }, [allowedOrigins]);
  const locale = state.locale ?? fallbackLocale;
  useEffect(() => {
    // Screen readers and the browser's text handling follow the page's language.
    window.document.documentElement.lang = locale;
  }, [locale]);
  if (!state.document) return null;
  return (
    <PageRenderer
      document={state.document}
      locale={locale}
      selectedIds={state.selection}
      onComponentClick={select ?? undefined}
      previews={previews}
      components={components}
    />
  );
}
