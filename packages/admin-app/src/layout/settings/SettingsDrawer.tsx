import { CopyOutlined, UndoOutlined } from "@ant-design/icons";
import {
  Button,
  Drawer,
  Input,
  InputNumber,
  message,
  Popconfirm,
  Radio,
  Select,
  Switch,
} from "antd";
import { useTranslation } from "react-i18next";
import { currentLanguage, LANGUAGES } from "../../i18n";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  type ComponentSize,
  type LayoutName,
  type SettingsState,
  selectSettings,
} from "../../store/settingsSlice";
import { selectSite } from "../../store/siteSettingsSlice";
import { changeOwnSettings, resetToSiteDefaults } from "../../store/siteSettingsThunks";
import { PrimaryColorPicker } from "./PrimaryColorPicker";
import { SettingRow, SettingSection } from "./SettingRow";

const LAYOUTS: LayoutName[] = ["defaults", "classic", "transverse", "columns"];
const SIZES: ComponentSize[] = ["small", "middle", "large"];
type Toggle = "isBreadcrumb" | "isTagsView" | "isFooter" | "isGrayscale" | "isWatermark";
const TOGGLES: Toggle[] = ["isBreadcrumb", "isTagsView", "isFooter", "isGrayscale", "isWatermark"];

/** Copies text through the asynchronous clipboard; false when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The layout and theme settings. Every change applies at once and is kept as the operator's own
 * choice on the server, over the site defaults; "reset" asks first, then returns to the site
 * defaults. The title, version and idle lock are the administrator's (the config screen): shown here,
 * not changed.
 */
export function SettingsDrawer({
  open,
  onClose,
  copy = copyText,
}: {
  open: boolean;
  onClose(): void;
  /** Injected in tests and stories; the browser's clipboard otherwise. */
  copy?: (text: string) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const site = useAppSelector(selectSite);
  const [notice, noticeHolder] = message.useMessage();
  const change = (patch: Partial<SettingsState>) => void dispatch(changeOwnSettings(patch));
  const darkAllowed = site?.darkModeAllowed ?? true;

  const copyConfiguration = async () => {
    const copied = await copy(JSON.stringify(settings, null, 2));
    if (copied) void notice.success(t("layoutSettings.copySuccess"));
    else void notice.error(t("layoutSettings.copyFailed"));
  };

  return (
    <Drawer
      title={t("layoutSettings.title")}
      open={open}
      onClose={onClose}
      size={360}
      closable={{ "aria-label": t("layoutSettings.close") }}
      footer={
        <div style={{ display: "flex", gap: 8, justifyContent: "space-between" }}>
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copyConfiguration()}>
            {t("layoutSettings.copy")}
          </Button>
          <Popconfirm
            title={t("layoutSettings.resetConfirm")}
            okText={t("common.ok")}
            cancelText={t("common.cancel")}
            onConfirm={() => void dispatch(resetToSiteDefaults())}
          >
            <Button icon={<UndoOutlined aria-hidden />} danger>
              {t("layoutSettings.reset")}
            </Button>
          </Popconfirm>
        </div>
      }
    >
      {noticeHolder}
      <SettingSection title={t("layoutSettings.theme")} />
      <SettingRow label={t("layoutSettings.primaryColor")}>
        <PrimaryColorPicker
          value={settings.primaryColor}
          onChange={(primaryColor) => change({ primaryColor })}
        />
      </SettingRow>
      <SettingRow label={t("layoutSettings.isDark")}>
        <Switch
          checked={settings.isDark}
          disabled={!darkAllowed}
          onChange={(isDark) => change({ isDark })}
        />
      </SettingRow>

      <SettingSection title={t("layoutSettings.layout")} />
      <Radio.Group
        aria-label={t("layoutSettings.layout")}
        optionType="button"
        value={settings.layout}
        onChange={(event) => change({ layout: event.target.value as LayoutName })}
        options={LAYOUTS.map((layout) => ({
          value: layout,
          label: t(`layoutSettings.layouts.${layout}`),
        }))}
        style={{ marginBlockEnd: 14 }}
      />

      <SettingSection title={t("layoutSettings.global")} />
      <SettingRow label={t("layoutSettings.globalTitle")}>
        <Input value={settings.globalTitle} readOnly disabled style={{ width: 160 }} />
      </SettingRow>
      <SettingRow label={t("layoutSettings.componentSize")}>
        <Select
          value={settings.componentSize}
          style={{ width: 120 }}
          onChange={(componentSize: ComponentSize) => change({ componentSize })}
          options={SIZES.map((size) => ({ value: size, label: t(`layoutSettings.sizes.${size}`) }))}
        />
      </SettingRow>
      <SettingRow label={t("language.label")}>
        <Select
          value={currentLanguage(i18n)}
          style={{ width: 120 }}
          onChange={(language: string) => void i18n.changeLanguage(language)}
          options={LANGUAGES.map((language) => ({
            value: language,
            label: t(`language.${language}`),
          }))}
        />
      </SettingRow>
      <SettingRow label={t("layoutSettings.isLockScreen")}>
        <Switch checked={settings.isLockScreen} disabled />
      </SettingRow>
      <SettingRow label={t("layoutSettings.lockScreenTime")}>
        <InputNumber value={settings.lockScreenTime} disabled style={{ width: 120 }} />
      </SettingRow>
      <SettingRow label={t("layoutSettings.globalVersion")}>
        <Input value={settings.globalVersion} readOnly disabled style={{ width: 120 }} />
      </SettingRow>
      <p style={{ color: "var(--ant-color-text-secondary, #888)", fontSize: 12 }}>
        {t("layoutSettings.siteRulesNote")}
      </p>

      <SettingSection title={t("layoutSettings.display")} />
      {TOGGLES.map((toggle) => (
        <SettingRow key={toggle} label={t(`layoutSettings.${toggle}`)}>
          <Switch checked={settings[toggle]} onChange={(on) => change({ [toggle]: on })} />
        </SettingRow>
      ))}
      <SettingRow label={t("layoutSettings.watermarkText")}>
        <Input
          value={settings.watermarkText}
          maxLength={40}
          disabled={!settings.isWatermark}
          style={{ width: 160 }}
          onChange={(event) => change({ watermarkText: event.target.value })}
        />
      </SettingRow>
      <SettingRow label={t("layoutSettings.loaderRemovalDelay")}>
        <InputNumber
          aria-label={t("layoutSettings.loaderRemovalDelay")}
          value={settings.loaderRemovalDelayMs}
          min={0}
          max={5000}
          step={100}
          precision={0}
          style={{ width: 120 }}
          onChange={(value) => {
            if (typeof value === "number") change({ loaderRemovalDelayMs: value });
          }}
        />
      </SettingRow>
    </Drawer>
  );
}
