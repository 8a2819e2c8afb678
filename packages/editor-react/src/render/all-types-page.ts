import {
  type ComponentInstance,
  createBuiltinRegistry,
  createComponent,
  createDocument,
  type PageDocument,
} from "@vitrine/editor-core";

/**
 * A page holding every one of the 22 built-in types, each with editor-core's defaults plus the
 * given props, with ids `c-<type>`; the tab bar last, as the placement rules keep it.
 */
export function allTypesPage(props: Record<string, Record<string, unknown>> = {}): PageDocument {
  const registry = createBuiltinRegistry();
  const definitions = registry.list();
  const ordered = [
    ...definitions.filter((d) => d.type !== "tabBar"),
    ...definitions.filter((d) => d.type === "tabBar"),
  ];
  const components: ComponentInstance[] = ordered.map((definition) =>
    createComponent(definition, props[definition.type] ?? {}, `c-${definition.type}`),
  );
  return createDocument({ components });
}
