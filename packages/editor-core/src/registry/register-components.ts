import type { HostMessages } from "../i18n/message-registry";
import { LOCALES } from "../types";
import type { ComponentDefinition } from "./define-component";
import type { Registry } from "./registry";

/** A component as a host hands it over: its definition and its texts (editor-react's host components fit). */
export interface ComponentRegistration {
  /** Absent for an entry that only replaces a built-in's preview (nothing to register here). */
  definition?: ComponentDefinition | undefined;
  messages?: HostMessages | undefined;
  /** One title for every language, when the host has no catalogue of its own. */
  title?: string | undefined;
}

/**
 * Registers each definition and its messages (a plain `title` becomes the definition's title key
 * in every language) and answers one function that removes all of them again.
 */
export function registerComponents(
  registry: Registry,
  entries: readonly ComponentRegistration[],
): () => void {
  const undo: (() => void)[] = [];
  for (const { definition, messages, title } of entries) {
    const alias = definition && titleAlias(definition, messages, title);
    if (alias) undo.push(registry.messages.register(alias));
    if (title !== undefined && definition) {
      const titles = Object.fromEntries(LOCALES.map((l) => [l, { [definition.title]: title }]));
      undo.push(registry.messages.register(titles));
    }
    // After the plain title, so a catalogue's own title wins.
    if (messages) undo.push(registry.messages.register(messages));
    // Messages first: a registry listener redrawing a palette finds the title already there.
    if (definition) undo.push(registry.register(definition));
  }
  return () => {
    for (const step of [...undo].reverse()) step();
  };
}

/**
 * Canvas blocks and panels are named by `component.<type>.title`. A definition titled otherwise
 * (another key, or plain text) gets that key too, answering its title in each language, so the
 * workbench never shows the conventional key raw. Registered first: a catalogue's own text wins.
 */
function titleAlias(
  definition: ComponentDefinition,
  messages: HostMessages | undefined,
  title: string | undefined,
): HostMessages | undefined {
  const conventional = `component.${definition.type}.title`;
  if (definition.title === conventional) return undefined;
  const given = LOCALES.map((locale) => messages?.[locale]?.[definition.title]);
  const any = given.find((text) => text !== undefined) ?? title ?? definition.title;
  return Object.fromEntries(
    LOCALES.map((locale, i) => [locale, { [conventional]: given[i] ?? any }]),
  );
}
