import { defaultPageSettings } from "../builtins/page-settings";
import type { ComponentDefinition } from "../registry/define-component";
import type { ComponentInstance, PageDocument, PageSettings, Props } from "../types";
import { deepFreeze } from "../util/freeze";
import { createComponentId } from "../util/ids";

/** The document schema this version writes. Older ones are migrated on parse. */
export const CURRENT_SCHEMA_VERSION = 1;

/** A new page: default settings (overridable) and the given components. */
export function createDocument(
  init: {
    settings?: Partial<PageSettings> | undefined;
    components?: readonly ComponentInstance[] | undefined;
  } = {},
): PageDocument {
  return deepFreeze({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    settings: { ...defaultPageSettings, ...init.settings },
    components: [...(init.components ?? [])],
  });
}

/** A component of a registered type: the definition's defaults overlaid with `props`. */
export function createComponent(
  definition: ComponentDefinition,
  props: Props = {},
  id: string = createComponentId(),
): ComponentInstance {
  const component: ComponentInstance = {
    id,
    type: definition.type,
    // The defaults are deep-frozen (defineComponent), so shared; the caller's props are copied, as
    // the component is frozen.
    props: { ...definition.defaultProps, ...structuredClone(props) },
  };
  // A container starts with its slots empty, so previews and drop targets find every one.
  if (!definition.slots) return deepFreeze(component);
  const slots = Object.fromEntries(Object.keys(definition.slots).map((name) => [name, []]));
  return deepFreeze({ ...component, slots });
}
