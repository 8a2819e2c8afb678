import { useId } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage, LANGUAGES } from "../i18n";

/**
 * Switches the interface language live; the i18n module remembers the choice. A native select:
 * it is on the sign-in page, where every kilobyte counts, and it is accessible as it is.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 8, fontSize: 14 }}>
      <label htmlFor={id}>{t("language.label")}</label>
      <select
        id={id}
        value={currentLanguage(i18n)}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        style={{ padding: "2px 4px", borderRadius: 4, border: "1px solid #dcdfe6" }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
