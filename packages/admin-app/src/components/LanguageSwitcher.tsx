import { Radio } from "antd";
import { useTranslation } from "react-i18next";
import { currentLanguage, LANGUAGES } from "../i18n";

/** Switches the interface language live; the choice is remembered by the i18n module. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Radio.Group
      aria-label={t("language.label")}
      size="small"
      optionType="button"
      value={currentLanguage(i18n)}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
      options={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
    />
  );
}
