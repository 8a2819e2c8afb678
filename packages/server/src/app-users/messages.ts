import { type Locale, type Translate, translatorFor } from "../i18n/messages.js";

/** Texts of the app users area (the companion app's calls and the content pages), three languages. */
const zhCn = {
  "app.badPhone": "请输入正确的手机号",
  "app.codeRequired": "请输入验证码",
  "app.codeTooSoon": "验证码已发送，请{seconds}秒后再试",
  "app.codeInvalid": "验证码错误或已过期",
  "app.codeTooManyTries": "验证码错误次数过多，请重新获取",
  "app.smsNotConfigured": "短信服务未配置",
  "app.tooManyCodes": "验证码请求过于频繁，请{minutes}分钟后再试",
  "app.disabled": "该账号已被禁用，请联系客服",
  "app.signInRequired": "请先登录",
  "app.signedOut": "登录已失效，请重新登录",
  "content.badKey": "内容页只能是 about 或 myAbout",
  "content.tooLong": "内容最多 {max} 个字符",
  "content.forbidden": "没有权限修改此内容页",
  "appUser.badId": "请指定正确的用户编号",
} as const;

export type AppMessageKey = keyof typeof zhCn;

const en: Record<AppMessageKey, string> = {
  "app.badPhone": "Enter a valid mobile number",
  "app.codeRequired": "Enter the verification code",
  "app.codeTooSoon": "A code was sent; try again in {seconds} seconds",
  "app.codeInvalid": "The code is wrong or has expired",
  "app.codeTooManyTries": "Too many wrong codes; request a new one",
  "app.smsNotConfigured": "SMS is not configured",
  "app.tooManyCodes": "Too many code requests; try again in {minutes} minutes",
  "app.disabled": "This account has been disabled; contact customer service",
  "app.signInRequired": "Please sign in first",
  "app.signedOut": "Your session has ended; please sign in again",
  "content.badKey": "The content page must be about or myAbout",
  "content.tooLong": "The content allows at most {max} characters",
  "content.forbidden": "You may not edit this content page",
  "appUser.badId": "Give a valid user ID",
};

const zhTw: Record<AppMessageKey, string> = {
  "app.badPhone": "請輸入正確的手機號碼",
  "app.codeRequired": "請輸入驗證碼",
  "app.codeTooSoon": "驗證碼已發送，請{seconds}秒後再試",
  "app.codeInvalid": "驗證碼錯誤或已過期",
  "app.codeTooManyTries": "驗證碼錯誤次數過多，請重新取得",
  "app.smsNotConfigured": "簡訊服務未設定",
  "app.tooManyCodes": "驗證碼請求過於頻繁，請{minutes}分鐘後再試",
  "app.disabled": "該帳號已被停用，請聯絡客服",
  "app.signInRequired": "請先登入",
  "app.signedOut": "登入已失效，請重新登入",
  "content.badKey": "內容頁只能是 about 或 myAbout",
  "content.tooLong": "內容最多 {max} 個字元",
  "content.forbidden": "沒有權限修改此內容頁",
  "appUser.badId": "請指定正確的使用者編號",
};

const catalogues: Record<Locale, Record<AppMessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

export type AppTranslate = Translate<AppMessageKey>;

/** Texts a catalogue test can hold side by side. */
export const appMessages = catalogues;

export function appTranslator(locale: Locale): AppTranslate {
  return translatorFor(catalogues, locale);
}
