import type { ComponentInstance } from "@vitrine/editor-core";
import { type ComponentType, createElement, type FunctionComponent } from "react";
import { useEditorUi } from "../workbench/editor-context";

/** A block as a host's panel sees it: its props typed as the component declares them. */
export type HostInstance<P> = Omit<ComponentInstance, "props"> & { readonly props: P };

/**
 * What a host's own settings panel receives: the block, its typed props, and `update` to set one
 * of them (one undo step per edit, refusals shown as the generated panel shows them), so a panel
 * needs neither `useEditorUi` nor a path string for its top-level props.
 */
export interface HostPanelProps<P> {
  component: HostInstance<P>;
  props: P;
  update: <K extends keyof P & string>(key: K, value: P[K]) => void;
}

/** A host's own settings panel for a component whose props are P. */
export type TypedHostPanel<P> = ComponentType<HostPanelProps<P>>;

/**
 * The workbench draws every panel with `{ component }` alone; this gives the host's the typed
 * props and `update` beside it. Made once per component definition, so it stays one React type.
 */
export function panelWithProps<P>(
  Panel: TypedHostPanel<P>,
): FunctionComponent<{ component: ComponentInstance }> {
  function HostPanelWithProps({ component }: { component: ComponentInstance }) {
    const { editor, notify } = useEditorUi();
    // Import and updateProps refuse a value of another kind than its field's, so the props are
    // the declared ones (as the preview trusts them too).
    const typed = component as unknown as HostInstance<P>;
    const update = <K extends keyof P & string>(key: K, value: P[K]) => {
      const result = editor.updateProps(component.id, key, value);
      if (!result.ok) notify(result.message);
    };
    return createElement(Panel, { component: typed, props: typed.props, update });
  }
  return HostPanelWithProps;
}
