import type { ComponentInstance } from "@vitrine/editor-core";
import { useEditorUi } from "../workbench/editor-context";
import { ChoiceField, TextField } from "./fields";
import { ImageField } from "./ImageField";
import { usePropField } from "./use-field";

/** Store info: banner (750×370 recommended), avatar, name (required, at most 20), discount (45), style. */
export function StoreInfoPanel({ component }: { component: ComponentInstance }) {
  const { t } = useEditorUi();
  const banner = usePropField(component, "bakcgroundImg");
  const avatar = usePropField(component, "headPortrait");
  const name = usePropField(component, "name");
  const discount = usePropField(component, "Discount");
  const style = usePropField(component, "rubiksCubeType");
  return (
    <div>
      <ChoiceField
        label={t("field.store.rubiksCubeType")}
        value={style.value}
        onChange={style.set}
        error={style.message}
        options={[0, 1, 2, 3, 4].map((value) => ({
          value,
          label: `${t("field.store.style")} ${value + 1}`,
        }))}
      />
      <ImageField
        label={t("field.store.bakcgroundImg")}
        hint={t("field.store.bannerHint")}
        value={banner.value}
        onChange={banner.set}
        error={banner.message}
      />
      <ImageField
        label={t("field.store.headPortrait")}
        value={avatar.value}
        onChange={avatar.set}
        error={avatar.message}
      />
      <TextField
        label={t("field.store.name")}
        maxLength={20}
        value={name.value}
        onChange={name.set}
        error={name.message}
      />
      <TextField
        label={t("field.store.Discount")}
        maxLength={45}
        value={discount.value}
        onChange={discount.set}
        error={discount.message}
      />
    </div>
  );
}
