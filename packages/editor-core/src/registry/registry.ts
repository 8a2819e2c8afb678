import { createMessageRegistry, type MessageRegistry } from "../i18n/message-registry";
import type { Props } from "../types";
import type { ComponentDefinition } from "./define-component";

export interface Registry {
  /** Adds a definition and answers a function that removes exactly that registration again. */
  register: <P extends Props>(definition: ComponentDefinition<P>) => () => void;
  get: (type: string) => ComponentDefinition | undefined;
  has: (type: string) => boolean;
  /** Definitions in registration order (palette order). */
  list: () => readonly ComponentDefinition[];
  /** Called after every register or unregister. Answers its own unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /**
   * The host's messages for the components it registers (titles, field labels, validation texts);
   * the editor, validation and commands of this registry translate with them.
   */
  readonly messages: MessageRegistry;
}

/** A component registry. Registering a type that exists replaces it until unregistered. */
export function createRegistry(definitions: readonly ComponentDefinition[] = []): Registry {
  // Each type keeps a stack so an unregister restores what the registration shadowed.
  const stacks = new Map<string, ComponentDefinition[]>();
  const listeners = new Set<() => void>();
  let snapshot: readonly ComponentDefinition[] | null = null;

  const changed = () => {
    snapshot = null;
    for (const listener of [...listeners]) listener();
  };

  const register = <P extends Props>(definition: ComponentDefinition<P>) => {
    const entry = definition as unknown as ComponentDefinition;
    const stack = stacks.get(entry.type) ?? [];
    stack.push(entry);
    stacks.set(entry.type, stack);
    changed();
    let registered = true;
    return () => {
      if (!registered) return;
      registered = false;
      const current = stacks.get(entry.type) ?? [];
      const index = current.lastIndexOf(entry);
      if (index >= 0) current.splice(index, 1);
      if (current.length === 0) stacks.delete(entry.type);
      changed();
    };
  };

  const registry: Registry = {
    messages: createMessageRegistry(),
    register,
    get: (type) => stacks.get(type)?.at(-1),
    has: (type) => stacks.has(type),
    list: () => {
      snapshot ??= [...stacks.values()].map((stack) => stack.at(-1) as ComponentDefinition);
      return snapshot;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  for (const definition of definitions) register(definition);
  return registry;
}
