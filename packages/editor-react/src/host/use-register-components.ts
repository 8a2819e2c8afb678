import { type Registry, registerComponents } from "@vitrine/editor-core";
import { useRef } from "react";
import { useIsomorphicLayoutEffect } from "../ssr/use-isomorphic-layout-effect";
import type { HostComponent } from "./define-host-component";

interface Held {
  registry: Registry;
  components: readonly HostComponent[];
  undo: () => void;
}

const hold = (registry: Registry, components: readonly HostComponent[]): Held => ({
  registry,
  components,
  undo: registerComponents(registry, components),
});

/**
 * Registers the host's definitions and messages in the editor's registry while the workbench is
 * mounted. The first time during render, so the first frame (and a server-rendered one) already
 * offers them; later changes and the removal on unmount in a layout effect.
 */
export function useRegisterComponents(
  registry: Registry,
  components: readonly HostComponent[] | undefined,
) {
  const held = useRef<Held | null>(null);
  if (held.current === null && components && components.length > 0) {
    held.current = hold(registry, components);
  }
  useIsomorphicLayoutEffect(() => {
    const current = held.current;
    if (current?.registry !== registry || current.components !== components) {
      current?.undo();
      held.current = components && components.length > 0 ? hold(registry, components) : null;
    }
    return () => {
      held.current?.undo();
      held.current = null;
    };
  }, [registry, components]);
}
