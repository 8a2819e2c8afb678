import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useId } from "react";
import { useEditorUi } from "../../workbench/editor-context";
import { IconButton } from "../../workbench/IconButton";
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
  // "导航 第1项"; in English "Item 1": "Items Item 1" read as a stutter (issue 35, item 6).
  const itemTitle = (index: number) =>
    t("widget.list.item")
      .replace("{label}", props.label)
      .replace("{n}", String(index + 1));

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
    <li key={keys.keys[index]} data-component-id={keys.keys[index]} className="vt-list-item">
      <div className="vt-list-item__body">
        <div className="vt-list-item__head">
          {props.ui.sortable && (
            <DragHandle label={`${t("manage.dragHandle")} ${itemTitle(index)}`} />
          )}
          <strong className="vt-list-item__title">{itemTitle(index)}</strong>
          <IconButton
            icon={ArrowUp}
            label={`${t("action.moveUp")} ${itemTitle(index)}`}
            variant="small"
            size={14}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          />
          <IconButton
            icon={ArrowDown}
            label={`${t("action.moveDown")} ${itemTitle(index)}`}
            variant="small"
            size={14}
            disabled={index === items.length - 1}
            onClick={() => move(index, index + 1)}
          />
          <IconButton
            icon={Trash2}
            label={`${t("action.delete")} ${itemTitle(index)}`}
            variant="small"
            size={14}
            onClick={() => remove(index)}
          />
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
      </div>
    </li>
  ));

  return (
    <fieldset className="vt-group">
      <legend>{props.label}</legend>
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
        <ol className="vt-list">{rows}</ol>
      )}
      {props.error && (
        <div role="alert" className="vt-field__error">
          {props.error}
        </div>
      )}
      {!full && (
        <button type="button" className="vt-btn vt-btn--small" onClick={add}>
          {props.ui.addLabel ? label(props.ui.addLabel) : `${t("widget.list.add")}${props.label}`}
        </button>
      )}
    </fieldset>
  );
}
