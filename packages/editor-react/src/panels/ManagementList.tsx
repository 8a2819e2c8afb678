import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { selectComponentIds } from "@vitrine/editor-core";
import { useMemo } from "react";
import { useSelector } from "react-redux";
import { useEditorUi } from "../workbench/editor-context";
import { ManagementRow } from "./ManagementRow";
import { managementAnnouncements } from "./management-announcements";

/**
 * Component management: every component in order, sortable by drag (its own dnd context, apart
 * from the canvas's), with move up, move down and delete (which asks first, through onDelete).
 */
export function ManagementList({ onDelete }: { onDelete: (id: string) => void }) {
  const { editor, t, tc, notify } = useEditorUi();
  const ids = useSelector(selectComponentIds);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // SortableContext wants a mutable array; one per order keeps the rows from re-rendering.
  const items = useMemo(() => [...ids], [ids]);
  if (ids.length === 0) return <p style={{ color: "#969799" }}>{t("canvas.empty")}</p>;
  const titleOf = (id: string) => {
    const type = editor.getDocument().components.find((c) => c.id === id)?.type;
    return type ? tc(`component.${type}.title`) : id;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    // The row it is dropped on gives its final position; editor-core keeps the tab bar last.
    const result = editor.move(String(active.id), ids.indexOf(String(over.id)));
    if (!result.ok) notify(result.message);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={managementAnnouncements(t, titleOf, (id) => ids.indexOf(id))}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ol style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {ids.map((id, index) => (
            <ManagementRow
              key={id}
              id={id}
              first={index === 0}
              last={index === ids.length - 1}
              onDelete={onDelete}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
