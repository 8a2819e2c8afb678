import { type ReactNode, useEffect, useState } from "react";
import { iconLabel, iconMatches } from "../icons/icon-names";
import { useEditorUi } from "../workbench/editor-context";
import { PickerDialog } from "./PickerDialog";

export type IconSet = typeof import("../icons/tab-icons");

// The icon set is a module of its own, fetched when a picker first opens.
const loadIconSet = (): Promise<IconSet> => import("../icons/tab-icons");

/**
 * The icon picker: a grid of the tab bar's icon set, filtered by name. The set loads on first
 * use; when it cannot be loaded the picker says so (未获取到值，请刷新重试).
 */
export function IconPicker(props: {
  value: unknown;
  onPick: (name: string) => void;
  onClose: () => void;
  /** Loads the icon set (tests give one that fails). */
  load?: (() => Promise<IconSet>) | undefined;
}) {
  const { t, locale } = useEditorUi();
  const [set, setSet] = useState<IconSet | "loading" | "failed">("loading");
  const [filter, setFilter] = useState("");
  const load = props.load ?? loadIconSet;
  useEffect(() => {
    let alive = true;
    load().then(
      (module) => alive && setSet(module),
      () => alive && setSet("failed"),
    );
    return () => {
      alive = false;
    };
  }, [load]);

  let body: ReactNode;
  if (set === "loading") body = <p role="status">{t("picker.icon.loading")}</p>;
  else if (set === "failed") body = <p role="alert">{t("picker.icon.loadFailed")}</p>;
  else {
    const needle = filter.trim().toLowerCase();
    const names = set.PICKABLE_ICON_NAMES.filter((name) => iconMatches(name, needle));
    body =
      names.length === 0 ? (
        <p role="status">{t("picker.empty")}</p>
      ) : (
        <div className="vt-icon-grid">
          {names.map((name) => {
            const Icon = set.TAB_ICONS[name];
            const label = iconLabel(name, locale);
            return (
              <button
                key={name}
                type="button"
                aria-pressed={props.value === name}
                title={label}
                onClick={() => props.onPick(name)}
                className="vt-icon-cell"
              >
                {Icon && <Icon size={22} aria-hidden="true" />}
                <span className="vt-icon-cell__name">{label}</span>
              </button>
            );
          })}
        </div>
      );
  }
  return (
    <PickerDialog
      title={t("picker.icon.title")}
      onClose={props.onClose}
      footer={
        <button type="button" onClick={props.onClose}>
          {t("picker.cancel")}
        </button>
      }
    >
      <input
        type="search"
        aria-label={t("picker.icon.search")}
        placeholder={t("picker.icon.search")}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        disabled={typeof set === "string"}
        className="vt-input vt-mb-sm"
      />
      {body}
    </PickerDialog>
  );
}
