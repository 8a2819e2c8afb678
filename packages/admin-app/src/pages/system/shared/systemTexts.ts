import { registerTexts, useModuleTranslation } from "../../../components/module";

/** Texts of the system screens beyond the server's labels. */
const zhCn = {
  system: {
    dicItems: "字典项",
    dicItemsOf: "字典项：{{name}}",
    operationLog: "操作日志",
    signInLog: "登录日志",
    topLevel: "顶级",
    noAvatar: "无头像",
    rules: {
      mobile: "请输入正确的手机号",
      email: "请输入正确的邮箱",
      password: "密码必须是 6 到 20 位字母和数字",
      passwordMismatch: "两次输入的密码不一致",
    },
  },
};

type SystemTexts = typeof zhCn;

const en: SystemTexts = {
  system: {
    dicItems: "Items",
    dicItemsOf: "Items of {{name}}",
    operationLog: "Operation log",
    signInLog: "Sign-in log",
    topLevel: "Top level",
    noAvatar: "No avatar",
    rules: {
      mobile: "Enter a valid mobile number",
      email: "Enter a valid e-mail address",
      password: "The password must be 6 to 20 letters and numbers",
      passwordMismatch: "Passwords do not match",
    },
  },
};

const zhTw: SystemTexts = {
  system: {
    dicItems: "字典項",
    dicItemsOf: "字典項：{{name}}",
    operationLog: "操作日誌",
    signInLog: "登入日誌",
    topLevel: "頂層",
    noAvatar: "無頭像",
    rules: {
      mobile: "請輸入正確的手機號碼",
      email: "請輸入正確的電子郵件",
      password: "密碼必須是 6 到 20 位字母和數字",
      passwordMismatch: "兩次輸入的密碼不一致",
    },
  },
};

export const systemTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

/** `t` with the system screens' texts (and the blocks' texts) registered. */
export function useSystemTranslation() {
  const translation = useModuleTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, systemTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
