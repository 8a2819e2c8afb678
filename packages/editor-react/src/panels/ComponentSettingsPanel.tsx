import { type EditorState, selectComponentById, selectSelection } from "@vitrine/editor-core";
import { useSelector } from "react-redux";
import { RichTextPanel } from "../rich-text/RichTextPanel";
import { useEditorUi } from "../workbench/editor-context";
import { CaptionTextPanel } from "./CaptionTextPanel";
import { DividerPanel } from "./DividerPanel";
import { NoticePanel } from "./NoticePanel";
import { PictureAdsPanel } from "./PictureAdsPanel";
import { StoreInfoPanel } from "./StoreInfoPanel";

const PANELS = {
  captiontext: CaptionTextPanel,
  auxiliarysegmentation: DividerPanel,
  notice: NoticePanel,
  pictureads: PictureAdsPanel,
  richtext: RichTextPanel,
  storeinformation: StoreInfoPanel,
} as const;

/** The selected component's settings, by type. */
export function ComponentSettingsPanel({ onRender }: { onRender?: (id: string) => void }) {
  const { t, tc } = useEditorUi();
  const selection = useSelector(selectSelection);
  const id = selection.length === 1 ? selection[0] : undefined;
  const component = useSelector((state: EditorState) =>
    id ? selectComponentById(state, id) : undefined,
  );
  if (component) onRender?.(component.id);
  if (!component) return <p>{t("panel.noSelection")}</p>;
  const Panel = PANELS[component.type as keyof typeof PANELS];
  return (
    <section aria-label={tc(`component.${component.type}.title`)}>
      <h3 style={{ fontSize: 15 }}>{tc(`component.${component.type}.title`)}</h3>
      {Panel ? <Panel component={component} /> : <p>{t("panel.noSettings")}</p>}
    </section>
  );
}
