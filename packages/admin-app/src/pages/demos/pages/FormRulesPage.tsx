import { Form, Input, Progress, Space } from "antd";
import { useState } from "react";
import { checkRule } from "../../../utils/checkRule";
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
import { DemoPage } from "../DemoPage";
import { usePagesTranslation } from "./usePagesTranslation";

/** The shared checks of section 5, each by the tools page's text key naming it. */
const CHECKS: [string, (value: string) => boolean][] = [
  ["mobile", isMobile],
  ["landline", isLandline],
  ["account", isAccount],
  ["ip", isIPv4],
  ["email", isEmail],
  ["idCard", isIdCard],
  ["chineseName", isChineseName],
  ["postcode", isPostcode],
  ["url", isUrl],
  ["plate", isPlateNumber],
];

/** Input filters: what the operator types is rewritten as they type it. */
const FILTERS: [string, (value: string) => string][] = [
  ["percentage", toPercentage],
  ["money", toMoney],
  ["integer", toInteger],
];

const STRENGTH_PERCENT = { weak: 33, medium: 66, strong: 100 } as const;
const STRENGTH_COLOUR = { weak: "#ff4d4f", medium: "#faad14", strong: "#52c41a" } as const;

/** /pages/formRules: every shared input check of the spec's section 5, checked as it is typed. */
export default function FormRulesPage() {
  const { t } = usePagesTranslation();
  const [form] = Form.useForm();
  const [password, setPassword] = useState("");
  const strength = passwordStrength(password);
  return (
    <DemoPage intro={t("demos.pages.formRulesIntro")}>
      <Form form={form} layout="vertical" style={{ maxWidth: 520 }} validateTrigger="onChange">
        {CHECKS.map(([key, check]) => {
          const name = t(`demos.tools.${key}`);
          return (
            <Form.Item
              key={key}
              name={key}
              label={name}
              rules={[checkRule(check, t("demos.pages.invalidValue", { name }))]}
            >
              <Input maxLength={100} />
            </Form.Item>
          );
        })}
        {FILTERS.map(([key, filter]) => (
          <Form.Item
            key={key}
            name={key}
            label={t(`demos.tools.${key}`)}
            getValueFromEvent={(event) => filter(event.target.value)}
          >
            <Input maxLength={20} />
          </Form.Item>
        ))}
        <Form.Item
          name="password"
          label={t("demos.tools.password")}
          rules={[
            checkRule(
              isPassword,
              t("demos.pages.invalidValue", { name: t("demos.tools.password") }),
            ),
          ]}
        >
          <Input.Password maxLength={16} onChange={(event) => setPassword(event.target.value)} />
        </Form.Item>
        <Space aria-live="polite">
          <span>{t("demos.tools.strength")}</span>
          {strength ? (
            <>
              <Progress
                percent={STRENGTH_PERCENT[strength]}
                strokeColor={STRENGTH_COLOUR[strength]}
                showInfo={false}
                style={{ width: 160 }}
              />
              <span>{t(`demos.tools.${strength}`)}</span>
            </>
          ) : (
            <span>—</span>
          )}
        </Space>
      </Form>
    </DemoPage>
  );
}
