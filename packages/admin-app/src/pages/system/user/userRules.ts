import type { FormRule } from "antd";
import type { TFunction } from "i18next";
import { checkRule } from "../../../utils/checkRule";
import { isEmail, isMobile, isUserPassword } from "../../../utils/validators";

/**
 * Spec section 5, beyond what the server's field description already gives the form (required,
 * and the username's 5–25 and the password's 6–55 lengths). The checks are the shared ones, the
 * same the personal centre uses and the server's MOBILE, EMAIL and PASSWORD_RULE match.
 */
export function userFormRules(t: TFunction): Record<string, FormRule[]> {
  return {
    mobile: [checkRule(isMobile, t("system.rules.mobile"))],
    email: [checkRule(isEmail, t("system.rules.email"))],
    // A password is taken as typed: a space in it is refused, never quietly dropped.
    password: [checkRule(isUserPassword, t("system.rules.password"), { exact: true })],
    confirmPassword: [
      ({ getFieldValue }) => ({
        validator: (_rule, value) =>
          (value ?? "") === (getFieldValue("password") ?? "")
            ? Promise.resolve()
            : Promise.reject(new Error(t("system.rules.passwordMismatch"))),
      }),
    ],
  };
}
