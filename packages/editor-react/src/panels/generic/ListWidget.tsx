import { useId } from "react";
import { useEditorUi } from "../../workbench/editor-context";
import { FieldRow } from "./FieldRow";
import { moveItem, useItemKeys } from "./item-keys";
import { newItemOf } from "./new-item";
import { DragHandle, SortableItems } from "./SortableItems";
import { useLabel } from "./use-label";
import { visibleFields } from "./visible-fields";
import type { WidgetProps } from "./widget-props";

type Item = Record<string, unknown>;

/**
 * A list of items, each with its own declared fields: add (hidden once `maxItems` are there),
 * delete, move up and down, and drag to reorder when the list is `sortable`.
 */
export function ListWidget(props: WidgetProps) {
  const { t } = useEditorUi();
  const label = useLabel();
  const listId = useId();
  const items = (Array.isArray(props.value) ? props.value : []) as Item[];
  const keys = useItemKeys(items.length);
  const fields = props.spec.fields ?? {};
  const full = props.spec.maxItems !== undefined && items.length >= props.spec.maxItems;
  const itemTitle = (index: number) =>
    `${props.label} ${t("widget.list.item").replace("{n}", String(index + 1))}`;

  const setItem = (index: number, patch: Readonly<Record<string, unknown>>) =>
    props.onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || to === from) return;
    keys.moved(from, to);
    props.onChange(moveItem(items, from, to));
  };
  const remove = (index: number) => {
    keys.removed(index);
    props.onChange(items.filter((_, i) => i !== index));
  };
  const add = () => {
    keys.added();
    props.onChange([...items, newItemOf(fields, props.ui.newItem)]);
  };

  const rows = items.map((item, index) => (
    <li
      key={keys.keys[index]}
      data-component-id={keys.keys[index]}
      style={{ borderBottom: "1px dashed #ebedf0", padding: "6px 0", background: "#fff" }}
    >
      <div style={{ display: "flex", gap: 4, alignItems: "center", marginBottom: 4 }}>
        {props.ui.sortable && (
          <DragHandle label={`${t("manage.dragHandle")} ${itemTitle(index)}`} />
        )}
        <strong style={{ flex: 1, fontSize: 12 }}>{itemTitle(index)}</strong>
        <button
          type="button"
          aria-label={`${t("action.moveUp")} ${itemTitle(index)}`}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          aria-label={`${t("action.moveDown")} ${itemTitle(index)}`}
          disabled={index === items.length - 1}
          onClick={() => move(index, index + 1)}
        >
          ↓
        </button>
        <button
          type="button"
          aria-label={`${t("action.delete")} ${itemTitle(index)}`}
          onClick={() => remove(index)}
        >
          ×
        </button>
      </div>
      {visibleFields(fields, item).map(([name, spec]) => (
        <FieldRow
          key={name}
          name={name}
          spec={spec}
          path={`${props.path}.${index}.${name}`}
          componentId={props.componentId}
          siblings={item}
          setFields={(patch) => setItem(index, patch)}
        />
      ))}
    </li>
  ));

  return (
    <fieldset style={{ border: "1px solid #ebedf0", marginBottom: 12, padding: 8 }}>
      <legend style={{ fontSize: 13 }}>{props.label}</legend>
      {props.ui.sortable ? (
        <SortableItems
          listId={listId}
          keys={keys.keys}
          titleOf={(key) => itemTitle(keys.keys.indexOf(key))}
          onMove={move}
        >
          {rows}
        </SortableItems>
      ) : (
        <ol style={{ listStyle: "none", padding: 0, margin: 0 }}>{rows}</ol>
      )}
      {props.error && (
        <div role="alert" style={{ color: "#f56c6c", fontSize: 12 }}>
          {props.error}
        </div>
      )}
      {!full && (
        <button type="button" onClick={add} style={{ marginTop: 8 }}>
          {props.ui.addLabel ? label(props.ui.addLabel) : `${t("widget.list.add")}${props.label}`}
        </button>
      )}
    </fieldset>
  );
}
