import type { FormRule } from "antd";
import type { TFunction } from "i18next";

/** Spec section 5; the server checks the same (its MOBILE, EMAIL and PASSWORD_RULE). */
export const MOBILE = /^1[3-9]\d{9}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 6 to 20 letters and numbers, both present; the 6-55 length rule then always holds too. */
export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;

export function userFormRules(t: TFunction): Record<string, FormRule[]> {
  return {
    mobile: [{ pattern: MOBILE, message: t("system.rules.mobile") }],
    email: [{ pattern: EMAIL, message: t("system.rules.email") }],
    password: [{ pattern: PASSWORD, message: t("system.rules.password") }],
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
