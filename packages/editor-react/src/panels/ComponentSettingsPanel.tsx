import {
  type ComponentInstance,
  type EditorState,
  selectComponentById,
  selectSelection,
} from "@vitrine/editor-core";
import { lazy, type ReactNode, Suspense } from "react";
import { useSelector } from "react-redux";
import { useHostRegistry } from "../host/host-context";
import { useEditorUi } from "../workbench/editor-context";
import { hasBuiltInPanel } from "./built-in-panel-types";
import { hasFieldUi } from "./generic/visible-fields";
import { BuiltInPanelSlot } from "./lazy-built-in-panel";
import { loadOnce } from "./load-once";

// The generic panel, its widgets and pickers load when a component without a hand-written panel
// is first selected, keeping them out of the editor route's first scripts; drawn without Suspense
// as soon as they arrive (load-once.ts says why).
const genericPanel = loadOnce(() => import("./generic/GenericPanel"));

function GenericPanelSlot({
  component,
  fallback,
}: {
  component: ComponentInstance;
  fallback: ReactNode;
}) {
  const loaded = genericPanel.use();
  return loaded ? <loaded.GenericPanel component={component} /> : fallback;
}

// A container's slots (issue 35), shown only for a selected container: loaded then.
const SlotsSection = lazy(() =>
  import("./SlotsSection").then((m) => ({ default: m.SlotsSection })),
);

/**
 * The selected component's settings: the host's or the hand-written panel where there is one, else
 * the generic panel drawn from its fields' `ui` declarations (built-ins and host components alike).
 */
export function ComponentSettingsPanel({
  onRender,
}: {
  onRender?: ((id: string) => void) | undefined;
}) {
  const { editor, t, tc } = useEditorUi();
  const hostPanels = useHostRegistry().panels;
  const selection = useSelector(selectSelection);
  const id = selection.length === 1 ? selection[0] : undefined;
  const component = useSelector((state: EditorState) =>
    id ? selectComponentById(state, id) : undefined,
  );
  if (component) onRender?.(component.id);
  if (!component && selection.length > 1)
    return (
      <p role="status" className="vt-muted">
        {t("panel.multiSelection").replace("{count}", String(selection.length))}
      </p>
    );
  if (!component) return <p className="vt-muted">{t("panel.noSelection")}</p>;
  // A host's own panel for its component (or instead of a built-in's), else the hand-written one.
  const hostPanel = Object.hasOwn(hostPanels, component.type)
    ? hostPanels[component.type]
    : undefined;
  const builtIn = !hostPanel && hasBuiltInPanel(component.type);
  const generic = !hostPanel && !builtIn && hasFieldUi(editor.registry.get(component.type)?.fields);
  const HostPanel = hostPanel;
  const loading = (
    <p role="status" className="vt-muted">
      {t("panel.loading")}
    </p>
  );
  return (
    <section aria-label={tc(`component.${component.type}.title`)}>
      <h3 className="vt-panel-title">{tc(`component.${component.type}.title`)}</h3>
      {HostPanel ? (
        <HostPanel component={component} />
      ) : builtIn ? (
        <BuiltInPanelSlot component={component} fallback={loading} />
      ) : generic ? (
        <GenericPanelSlot component={component} fallback={loading} />
      ) : (
        <p className="vt-muted">{t("panel.noSettings")}</p>
      )}
      {editor.registry.get(component.type)?.slots && (
        <Suspense fallback={null}>
          <SlotsSection container={component} />
        </Suspense>
      )}
    </section>
  );
}
