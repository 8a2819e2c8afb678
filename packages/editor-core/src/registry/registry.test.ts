import { describe, expect, it, vi } from "vitest";
import { defineComponent } from "./define-component";
import { createRegistry } from "./registry";

const banner = defineComponent({ type: "banner", defaultProps: { text: "Hi" } });

describe("defineComponent", () => {
  it("fills the optional parts with sensible defaults", () => {
    expect(banner.group).toBe("basic");
    expect(banner.title).toBe("component.banner.title");
    expect(banner.version).toBe(1);
    expect(banner.placement).toEqual({});
  });

  it("derives the version from the migrations and keeps them in order", () => {
    const def = defineComponent({
      type: "x",
      defaultProps: {},
      migrations: [
        { to: 3, migrate: (p) => p },
        { to: 2, migrate: (p) => p },
      ],
    });
    expect(def.version).toBe(3);
    expect(def.migrations.map((m) => m.to)).toEqual([2, 3]);
  });

  it("freezes the defaults so documents sharing them stay intact", () => {
    const def = defineComponent({ type: "y", defaultProps: { list: [1] } });
    expect(() => (def.defaultProps.list as number[]).push(2)).toThrow(TypeError);
  });

  it("refuses a definition without a type", () => {
    expect(() => defineComponent({ type: "", defaultProps: {} })).toThrow(TypeError);
  });
});

describe("createRegistry", () => {
  it("registers, lists in order and unregisters", () => {
    const registry = createRegistry();
    const other = defineComponent({ type: "other", defaultProps: {} });
    const unregister = registry.register(banner);
    registry.register(other);
    expect(registry.list().map((d) => d.type)).toEqual(["banner", "other"]);
    expect(registry.get("banner")).toBe(banner);
    unregister();
    expect(registry.has("banner")).toBe(false);
    expect(registry.list().map((d) => d.type)).toEqual(["other"]);
    unregister();
    expect(registry.list()).toHaveLength(1);
  });

  it("lets a registration shadow a type and restores it on unregister", () => {
    const registry = createRegistry([banner]);
    const replacement = defineComponent({ type: "banner", defaultProps: { text: "New" } });
    const unregister = registry.register(replacement);
    expect(registry.get("banner")).toBe(replacement);
    unregister();
    expect(registry.get("banner")).toBe(banner);
  });

  it("tells subscribers about changes until they unsubscribe", () => {
    const registry = createRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    const unregister = registry.register(banner);
    unregister();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    registry.register(banner);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
