import { Button, Checkbox } from "antd";
import { memo } from "react";
import {
  addSpecOption,
  removeSpecOption,
  renameSpecGroup,
  renameSpecOption,
  setSpecOptionChecked,
} from "../spec-groups";
import type { SpecGroup } from "../types";
import { AddTitleForm } from "./AddTitleForm";
import { InlineRename } from "./InlineRename";
import { useSkuText } from "./sku-text";
import type { GroupsEdit } from "./types";

interface SpecGroupCardProps {
  group: SpecGroup;
  /** Applies an edit to the latest groups; answers the refusal, if any. */
  editGroups: GroupsEdit;
  onRemove(group: SpecGroup): void;
}

const cardStyle = {
  border: "1px solid #f0f0f0",
  borderRadius: 6,
  padding: 12,
  marginBottom: 12,
} as const;

/** One spec group: its title, its options to tick, rename or remove, and a box to add one. */
export const SpecGroupCard = memo(function SpecGroupCard({
  group,
  editGroups,
  onRemove,
}: SpecGroupCardProps) {
  const { t, locale } = useSkuText();

  return (
    <section aria-label={group.title} style={cardStyle}>
      <header style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 8 }}>
        <InlineRename
          title={group.title}
          buttonLabel={t("ui.groups.renameGroup", { title: group.title })}
          onRename={(title) =>
            editGroups((groups) => renameSpecGroup(groups, group.id, title, { locale }))
          }
        >
          <strong>{group.title}</strong>
        </InlineRename>
        <Button
          type="link"
          size="small"
          danger
          aria-label={t("ui.groups.removeGroup", { title: group.title })}
          onClick={() => onRemove(group)}
        >
          {t("ui.action.remove")}
        </Button>
      </header>

      <div style={{ display: "flex", flexWrap: "wrap", gap: "4px 16px", marginBottom: 8 }}>
        {group.children.length === 0 ? (
          <span style={{ color: "#999" }}>{t("ui.groups.noOptions")}</span>
        ) : null}
        {group.children.map((option) => (
          <span key={option.id} style={{ display: "inline-flex", alignItems: "center" }}>
            <InlineRename
              compact
              title={option.title}
              buttonLabel={t("ui.options.renameOption", { title: option.title })}
              onRename={(title) =>
                editGroups((groups) =>
                  renameSpecOption(groups, group.id, option.id, title, { locale }),
                )
              }
            >
              <Checkbox
                checked={option.checked}
                onChange={(event) =>
                  editGroups((groups) =>
                    setSpecOptionChecked(groups, group.id, option.id, event.target.checked),
                  )
                }
              >
                {option.title}
              </Checkbox>
            </InlineRename>
            <Button
              type="text"
              size="small"
              aria-label={t("ui.options.removeOption", { title: option.title })}
              title={t("ui.options.removeOption", { title: option.title })}
              onClick={() => editGroups((groups) => removeSpecOption(groups, group.id, option.id))}
            >
              ×
            </Button>
          </span>
        ))}
      </div>

      <AddTitleForm
        label={t("ui.options.newOptionLabel", { group: group.title })}
        placeholder={t("ui.options.newOptionPlaceholder")}
        buttonText={t("ui.options.addOption")}
        onSubmit={(title) =>
          editGroups((groups) => addSpecOption(groups, group.id, title, { locale }))
        }
      />
    </section>
  );
});
