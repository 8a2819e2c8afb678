import { memo, useCallback } from "react";
import { addSpecGroup, removeSpecGroup } from "../spec-groups";
import type { SpecGroup } from "../types";
import { AddTitleForm } from "./AddTitleForm";
import { SpecGroupCard } from "./SpecGroupCard";
import { useSkuText } from "./sku-text";
import type { GroupsEdit } from "./types";

interface SpecGroupsPanelProps {
  groups: SpecGroup[];
  editGroups: GroupsEdit;
}

/** The spec groups with their options, and a box to add a group. */
export const SpecGroupsPanel = memo(function SpecGroupsPanel({
  groups,
  editGroups,
}: SpecGroupsPanelProps) {
  const { t, locale } = useSkuText();
  const removeGroup = useCallback(
    (group: SpecGroup) => editGroups((current) => removeSpecGroup(current, group.id)),
    [editGroups],
  );

  return (
    <div>
      <h3 style={{ fontSize: 15, margin: "0 0 12px" }}>{t("ui.groups.heading")}</h3>
      {groups.map((group) => (
        <SpecGroupCard
          key={group.id}
          group={group}
          editGroups={editGroups}
          onRemove={removeGroup}
        />
      ))}
      <AddTitleForm
        label={t("ui.groups.newGroupLabel")}
        placeholder={t("ui.groups.newGroupPlaceholder")}
        buttonText={t("ui.groups.addGroup")}
        onSubmit={(title) => editGroups((current) => addSpecGroup(current, title, { locale }))}
      />
    </div>
  );
});
