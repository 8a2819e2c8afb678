import { selectSelection } from "@vitrine/editor-core";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useSelector } from "react-redux";
import { ComponentSettingsPanel } from "../panels/ComponentSettingsPanel";
import { preloadBuiltInPanels } from "../panels/lazy-built-in-panel";
import { ManagementList } from "../panels/ManagementList";
import { type PageCategory, PageSettingsPanel } from "../panels/PageSettingsPanel";
import { useEditorUi } from "./editor-context";

export type Tab = "page" | "manage" | "component";
const TABS: Tab[] = ["page", "manage", "component"];

/** The side panel with tabs 页面设置 / 组件管理 / 组件设置; selecting a component opens its settings. */
export function SidePanel(props: {
  categories?: readonly PageCategory[] | undefined;
  onDelete: (id: string) => void;
  onPanelRender?: ((id: string) => void) | undefined;
  onRowRender?: ((id: string) => void) | undefined;
  /** Switches to a tab when set (e.g. the page settings for a page issue). */
  tabRequest?: { tab: Tab } | null | undefined;
}) {
  const { t } = useEditorUi();
  const [tab, setTab] = useState<Tab>("page");
  const selection = useSelector(selectSelection);
  const baseId = useId();
  useEffect(() => {
    if (selection.length > 0) setTab("component");
  }, [selection]);
  // The built-ins' panels are not in the editor's first load: they are fetched as its first render
  // begins, so that the fetch runs beside the render. Asked for after the first frame instead, they
  // arrived about 100 ms after the page was drawn, and a block chosen at once waited for them
  // (issue 34, load to interactive). Once per page: the call answers the same promise after.
  useState(() => void preloadBuiltInPanels());
  useEffect(() => {
    if (props.tabRequest) setTab(props.tabRequest.tab);
  }, [props.tabRequest]);
  const content: Record<Tab, ReactNode> = {
    page: <PageSettingsPanel categories={props.categories} />,
    manage: <ManagementList onDelete={props.onDelete} onRowRender={props.onRowRender} />,
    component: <ComponentSettingsPanel onRender={props.onPanelRender} />,
  };
  return (
    <aside aria-label={t("editor.sidePanel")} className="vt-side">
      <div role="tablist" className="vt-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${baseId}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-${name}-panel`}
            onClick={() => setTab(name)}
            className="vt-tab"
          >
            {t(`tab.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        className="vt-side__body"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}`}
      >
        {content[tab]}
      </div>
    </aside>
  );
}
