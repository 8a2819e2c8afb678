import { Input, Table, Tag } from "antd";
import { useState } from "react";
import {
  isAccount,
  isChineseName,
  isEmail,
  isIdCard,
  isIPv4,
  isLandline,
  isMobile,
  isPassword,
  isPlateNumber,
  isPostcode,
  isUrl,
  passwordStrength,
  toInteger,
  toMoney,
  toPercentage,
} from "../../../utils/validators";
import { useDemoTranslation } from "../useDemoTranslation";

/** The shared input checks of section 5, by the text key naming each. */
const CHECKS: [string, (value: string) => boolean][] = [
  ["mobile", isMobile],
  ["landline", isLandline],
  ["account", isAccount],
  ["password", isPassword],
  ["ip", isIPv4],
  ["email", isEmail],
  ["idCard", isIdCard],
  ["chineseName", isChineseName],
  ["postcode", isPostcode],
  ["url", isUrl],
  ["plate", isPlateNumber],
];

/** One value, checked by every validator and passed through every input filter as it is typed. */
export function ValidatorsPanel() {
  const { t } = useDemoTranslation();
  const [value, setValue] = useState("");
  const strength = passwordStrength(value);
  const rows = [
    ...CHECKS.map(([key, check]) => ({
      key,
      name: t(`demos.tools.${key}`),
      result: (
        <Tag color={check(value) ? "green" : "red"}>
          {t(check(value) ? "demos.tools.valid" : "demos.tools.invalid")}
        </Tag>
      ),
    })),
    {
      key: "strength",
      name: t("demos.tools.strength"),
      result: strength ? t(`demos.tools.${strength}`) : "—",
    },
    { key: "percentage", name: t("demos.tools.percentage"), result: toPercentage(value) },
    { key: "money", name: t("demos.tools.money"), result: toMoney(value) },
    { key: "integer", name: t("demos.tools.integer"), result: toInteger(value) },
  ];
  return (
    <>
      <Input
        aria-label={t("demos.tools.input")}
        placeholder={t("demos.tools.input")}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t("demos.tools.check"), dataIndex: "name" },
          { title: t("demos.tools.result"), dataIndex: "result" },
        ]}
      />
    </>
  );
}
