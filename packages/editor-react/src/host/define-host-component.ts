import type {
  ComponentDefinition,
  ComponentInstance,
  HostMessages,
  Props,
} from "@vitrine/editor-core";
import type { ComponentType, JSXElementConstructor, ReactElement } from "react";
import type { PreviewProps } from "../previews/preview-types";
import { panelWithProps, type TypedHostPanel } from "./host-panel";

/**
 * A palette icon: a component drawn at `size` (lucide-react's icons, antd's, or any of the host's
 * own) or a ready element. The palette always passes `size`, so it is required here: typed
 * `size?: number | undefined`, a lucide icon (whose `size` takes no undefined) was not assignable
 * under exactOptionalPropertyTypes, and the docs' own `icon: Timer` failed a strict host's tsc
 * (issue 35, item 1). A constructor rather than ComponentType: React 18's types give ComponentType
 * `propTypes`, and lucide's (a `size` that also takes null) made `icon: Timer` fail on React 18.
 */
export type HostIcon = JSXElementConstructor<{ size: number }> | ReactElement;

/** A settings panel as the workbench draws it: with the block alone. */
export type HostPanel = ComponentType<{ component: ComponentInstance }>;

interface HostParts<P extends object> {
  /** Draws the component on the canvas, in the live preview, in `<PageRenderer>` and server HTML. */
  preview: ComponentType<PreviewProps<P>>;
  /**
   * Replaces the settings panel generated from the definition's fields (`ui` declarations). It
   * gets the block, its props typed P and `update(key, value)`.
   */
  panel?: TypedHostPanel<P> | undefined;
  /** Texts by language: the title (`definition.title`, e.g. component.countdown.title), labels, validation. */
  messages?: HostMessages | undefined;
  /** One title for every language, when the host keeps no catalogue (`messages` win over it). */
  title?: string | undefined;
  /** The palette icon; default: the definition's `icon`, a name of the built-ins' lucide set. */
  icon?: HostIcon | undefined;
}

/**
 * P may be an interface: the definition's own props type is `P & Props`, which an interface
 * (having no index signature) is not assignable to alone (issue 35, item 5).
 */
export type HostComponentInput<P extends object = Props> = HostParts<P> &
  (
    | { definition: ComponentDefinition<P & Props>; type?: undefined }
    /** Only the preview of an existing type (a built-in's, such as the custom module). */
    | { type: string; definition?: undefined }
  );

/** What `<Editor components>`, `<PageRenderer components>`, the preview frame and the server take. */
export interface HostComponent {
  readonly type: string;
  readonly definition?: ComponentDefinition | undefined;
  readonly preview: ComponentType<PreviewProps>;
  readonly panel?: HostPanel | undefined;
  readonly messages?: HostMessages | undefined;
  readonly title?: string | undefined;
  readonly icon?: HostIcon | undefined;
}

/**
 * A host's component for the editor: its editor-core definition (from `defineComponent`) with its
 * React preview, texts, icon and optionally its own panel. With `type` instead of a definition it
 * only replaces that type's preview (the custom module's demo is meant to be replaced so).
 */
export function defineHostComponent<P extends object>(input: HostComponentInput<P>): HostComponent {
  const type = input.definition ? input.definition.type : input.type;
  if (!type) throw new TypeError("defineHostComponent needs a definition or a type");
  const panel = input.panel && panelWithProps(input.panel);
  // The lists the workbench keeps are of every props shape at once.
  return Object.freeze({ ...input, type, ...(panel ? { panel } : {}) }) as unknown as HostComponent;
}
