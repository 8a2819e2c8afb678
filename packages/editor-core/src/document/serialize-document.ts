import type { Registry } from "../registry/registry";
import type { PageDocument } from "../types";
import { walkBlocks } from "../util/tree";
import { defaultRegistry } from "./default-registry";

export interface SerializeOptions {
  registry?: Registry | undefined;
  /** Indentation for people reading the JSON; none by default. */
  space?: number | undefined;
}

/**
 * JSON text of a document. Besides schemaVersion it records the props version of every component
 * type used, so a newer editor knows which component migrations to run when it loads the page.
 */
export function serializeDocument(document: PageDocument, options: SerializeOptions = {}): string {
  const registry = options.registry ?? defaultRegistry();
  const componentVersions: Record<string, number> = {};
  // Blocks inside containers too: their props migrate on load like the page's own.
  walkBlocks(document.components, (component) => {
    componentVersions[component.type] ??= registry.get(component.type)?.version ?? 1;
  });
  return JSON.stringify(
    {
      schemaVersion: document.schemaVersion,
      componentVersions,
      settings: document.settings,
      components: document.components,
    },
    null,
    options.space,
  );
}
