import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { createEditor } from "../editor/create-editor";
import { hasMessage, translate } from "../i18n/translate";
import { validateDocument } from "../validation/validate-document";
import { defineComponent } from "./define-component";
import { registerComponents } from "./register-components";

const countdown = defineComponent({
  type: "countdown",
  defaultProps: { label: "Sale ends in" },
  fields: {
    label: { kind: "string", required: true, requiredMessage: "validation.countdown.label" },
  },
  placement: { maxPerPage: 1 },
});
const messages = {
  en: { "component.countdown.title": "Countdown", "validation.countdown.label": "Name it" },
  "zh-cn": { "component.countdown.title": "倒计时", "validation.countdown.label": "请输入标签" },
  "zh-tw": { "component.countdown.title": "倒數計時" },
};

describe("registerComponents", () => {
  it("registers a host's definition and its texts, which commands and validation then use", () => {
    const registry = createBuiltinRegistry();
    const unregister = registerComponents(registry, [{ definition: countdown, messages }]);
    const editor = createEditor({ registry, locale: "en" });
    expect(editor.translate("component.countdown.title")).toBe("Countdown");
    const added = editor.insert("countdown");
    expect(added.ok).toBe(true);
    const second = editor.insert("countdown");
    expect(second.ok ? "" : second.message).toBe("A page can hold only 1 Countdown");
    if (added.ok) editor.updateProps(added.id, "label", "");
    expect(editor.validate().map((issue) => issue.message)).toContain("Name it");
    // zh-tw lacks the validation text: the host's other languages answer before the raw key.
    const zhTw = validateDocument(editor.getDocument(), { registry, locale: "zh-tw" });
    expect(zhTw.map((issue) => issue.message)).toContain("请输入标签");

    unregister();
    expect(registry.has("countdown")).toBe(false);
    expect(hasMessage("component.countdown.title", registry.messages)).toBe(false);
  });

  it("keeps each registry's texts to itself and takes a plain title for every language", () => {
    const one = createBuiltinRegistry();
    const other = createBuiltinRegistry();
    registerComponents(one, [{ definition: countdown, title: "Timer" }]);
    for (const locale of ["en", "zh-cn", "zh-tw"] as const) {
      expect(translate("component.countdown.title", locale, undefined, one.messages)).toBe("Timer");
    }
    expect(translate("component.countdown.title", "en", undefined, other.messages)).toBe(
      "component.countdown.title",
    );
  });

  it("lets a catalogue's title win over a plain one and a later registration shadow an earlier", () => {
    const registry = createBuiltinRegistry();
    registerComponents(registry, [{ definition: countdown, title: "Timer", messages }]);
    expect(translate("component.countdown.title", "en", undefined, registry.messages)).toBe(
      "Countdown",
    );
    const undo = registry.messages.register({ en: { "component.countdown.title": "Clock" } });
    expect(registry.messages.get("component.countdown.title", "en")).toBe("Clock");
    undo();
    expect(registry.messages.get("component.countdown.title", "en")).toBe("Countdown");
  });

  it("names a definition titled by another key or by plain text under component.<type>.title too", () => {
    const registry = createBuiltinRegistry();
    const plain = defineComponent({ type: "timer", title: "Timer", defaultProps: {} });
    const keyed = defineComponent({ type: "clock", title: "my.clock", defaultProps: {} });
    registerComponents(registry, [
      { definition: plain },
      {
        definition: keyed,
        messages: { en: { "my.clock": "Clock" }, "zh-cn": { "my.clock": "时钟" } },
      },
    ]);
    const title = (key: string, locale: "en" | "zh-cn" | "zh-tw") =>
      translate(key, locale, undefined, registry.messages);
    expect(title("component.timer.title", "zh-tw")).toBe("Timer");
    expect(title("component.clock.title", "en")).toBe("Clock");
    expect(title("component.clock.title", "zh-cn")).toBe("时钟");
    // A language the host left out reads one it gave, as its other messages do.
    expect(title("component.clock.title", "zh-tw")).toBe("时钟");
  });
});
