import { type ComponentInstance, selectComponents } from "@vitrine/editor-core";
import { useId } from "react";
import { useSelector } from "react-redux";
import { useEditorUi } from "../workbench/editor-context";

/**
 * A container's slots in its settings: each slot's blocks (a click opens a block's own settings),
 * a way to move one of the page's blocks into the slot and to move a nested block back out onto
 * the page, below its container. The keyboard's way into slots while the canvas cannot drag into
 * them; a refusal (a full slot, a type it does not take) shows editor-core's translated message.
 */
export function SlotsSection({ container }: { container: ComponentInstance }) {
  const { editor, t, tc, notify } = useEditorUi();
  const page = useSelector(selectComponents);
  const slots = editor.registry.get(container.type)?.slots;
  const baseId = useId();
  if (!slots) return null;
  const title = (block: ComponentInstance) => tc(`component.${block.type}.title`);
  // The page's own blocks that may go in: every one but the container itself.
  const candidates = page.filter((block) => block.id !== container.id);
  const report = (result: { ok: true } | { ok: false; message: string }) => {
    if (!result.ok) notify(result.message);
  };
  const moveOut = (id: string) => {
    const at = page.findIndex((block) => block.id === container.id);
    report(editor.move(id, { index: at + 1 }));
  };
  return (
    <section aria-label={t("slots.title")} className="vt-slots">
      <h4 className="vt-panel-title">{t("slots.title")}</h4>
      {Object.entries(slots).map(([name, spec]) => {
        const slotTitle = tc(spec.title);
        const blocks = container.slots?.[name] ?? [];
        const selectId = `${baseId}-${name}`;
        return (
          <fieldset key={name} data-slot={name}>
            <legend>{slotTitle}</legend>
            {blocks.length === 0 && <p className="vt-muted">{t("slots.empty")}</p>}
            <ul>
              {blocks.map((block) => (
                <li key={block.id}>
                  <button type="button" onClick={() => editor.select(block.id)}>
                    {title(block)}
                  </button>{" "}
                  <button type="button" onClick={() => moveOut(block.id)}>
                    {t("slots.moveOut")}
                  </button>
                </li>
              ))}
            </ul>
            {candidates.length > 0 && (
              <>
                <label htmlFor={selectId}>{t("slots.moveIn").replace("{slot}", slotTitle)}</label>{" "}
                <select
                  id={selectId}
                  value=""
                  onChange={(event) =>
                    event.target.value &&
                    report(
                      editor.move(event.target.value, {
                        parentId: container.id,
                        slot: name,
                        index: blocks.length,
                      }),
                    )
                  }
                >
                  <option value="">{t("slots.choose")}</option>
                  {candidates.map((block, index) => (
                    <option key={block.id} value={block.id}>
                      {`${index + 1}. ${title(block)}`}
                    </option>
                  ))}
                </select>
              </>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
