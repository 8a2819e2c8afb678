/** Server-side texts shown to operators, in the three interface languages. zh-cn is the fallback. */
export type Locale = "zh-cn" | "en" | "zh-tw";

const zhCn = {
  "login.failed": "用户名或密码错误",
  "login.disabled": "该账号已被禁用，请联系管理员",
  "login.tooMany": "登录失败次数过多，请{minutes}分钟后再试",
  "auth.required": "请先登录",
  "auth.expired": "登录已过期，请重新登录",
  "auth.revoked": "你已被登出，请重新登录",
  "ws.badOrigin": "不允许从该来源建立实时连接",
  "auth.forbidden": "没有权限执行此操作",
  "http.notFound": "接口路径找不到",
  "http.pageNotFound": "页面不存在",
  "http.backHome": "返回首页",
  "http.badJson": "请求数据不是有效的 JSON",
  "http.tooDeep": "请求数据嵌套过深，最多 {max} 层",
  "http.invalid": "请求参数有误：{detail}",
  "http.tooLarge": "请求数据过大",
  "http.unsupportedType": "不支持的请求内容类型",
  "http.internal": "服务器内部错误，请稍后再试",
  "http.badCharacter": "字段 {field} 含有无法保存的字符（空字符或不完整的 Unicode 字符）",
  "http.badNumber": "字段 {field} 不是有效的数字",
  "validation.required": "缺少字段 {field}",
  "validation.type": "字段 {field} 类型应为 {type}",
  "validation.tooShort": "字段 {field} 至少 {limit} 个字符",
  "validation.tooLong": "字段 {field} 最多 {limit} 个字符",
  "validation.additional": "不允许的字段 {field}",
  "validation.enum": "字段 {field} 的取值不在允许范围内",
  "validation.other": "字段 {field} 不合法",
  "verify.wrong": "密码错误",
  "sms.badMobile": "请输入正确的手机号",
  "sms.tooSoon": "验证码已发送，请{seconds}秒后再试",
  "sms.invalid": "验证码错误或已过期",
  "sms.tooManyTries": "验证码错误次数过多，请重新获取",
  "sms.notConfigured": "短信登录未配置，请使用其他方式登录",
  "sms.devLocalOnly": "此接口仅限本机访问",
  "qr.expired": "二维码已过期，请刷新",
  "qr.unknown": "二维码无效",
  "qr.tooMany": "二维码请求过于频繁，请{minutes}分钟后再试",
  "sms.tooManyFromAddress": "验证码请求过于频繁，请{minutes}分钟后再试",
} as const;

export type MessageKey = keyof typeof zhCn;

const en: Record<MessageKey, string> = {
  "login.failed": "Incorrect username or password",
  "login.disabled": "This account is disabled; contact an administrator",
  "login.tooMany": "Too many failed sign-ins; try again in {minutes} minutes",
  "auth.required": "Please sign in first",
  "auth.expired": "Your session has expired; please sign in again",
  "auth.revoked": "You have been signed out; please sign in again",
  "ws.badOrigin": "Live connections are not allowed from this origin",
  "auth.forbidden": "You do not have permission to do this",
  "http.notFound": "API path not found",
  "http.pageNotFound": "Page not found",
  "http.backHome": "Back to the home page",
  "http.badJson": "The request body is not valid JSON",
  "http.tooDeep": "The request body is nested too deeply (at most {max} levels)",
  "http.invalid": "Invalid request: {detail}",
  "http.tooLarge": "The request is too large",
  "http.unsupportedType": "Unsupported request content type",
  "http.internal": "Internal server error; please try again later",
  "http.badCharacter":
    "Field {field} holds a character that cannot be stored (a NUL or a broken Unicode character)",
  "http.badNumber": "Field {field} is not a valid number",
  "validation.required": "Missing field {field}",
  "validation.type": "Field {field} must be of type {type}",
  "validation.tooShort": "Field {field} needs at least {limit} characters",
  "validation.tooLong": "Field {field} allows at most {limit} characters",
  "validation.additional": "Field {field} is not allowed",
  "validation.enum": "Field {field} has a value that is not allowed",
  "validation.other": "Field {field} is invalid",
  "verify.wrong": "Incorrect password",
  "sms.badMobile": "Enter a valid mobile number",
  "sms.tooSoon": "A code was just sent; try again in {seconds} seconds",
  "sms.invalid": "The code is wrong or has expired",
  "sms.tooManyTries": "Too many wrong codes; request a new one",
  "sms.notConfigured": "Sign-in by SMS is not configured; use another way to sign in",
  "sms.devLocalOnly": "Only available from this machine",
  "qr.expired": "The QR code has expired; refresh it",
  "qr.unknown": "Unknown QR code",
  "qr.tooMany": "Too many QR codes requested; try again in {minutes} minutes",
  "sms.tooManyFromAddress": "Too many codes requested; try again in {minutes} minutes",
};

const zhTw: Record<MessageKey, string> = {
  "login.failed": "使用者名稱或密碼錯誤",
  "login.disabled": "該帳號已被停用，請聯絡管理員",
  "login.tooMany": "登入失敗次數過多，請{minutes}分鐘後再試",
  "auth.required": "請先登入",
  "auth.expired": "登入已過期，請重新登入",
  "auth.revoked": "你已被登出，請重新登入",
  "ws.badOrigin": "不允許從此來源建立即時連線",
  "auth.forbidden": "沒有權限執行此操作",
  "http.notFound": "介面路徑找不到",
  "http.pageNotFound": "頁面不存在",
  "http.backHome": "返回首頁",
  "http.badJson": "請求資料不是有效的 JSON",
  "http.tooDeep": "請求資料巢狀過深，最多 {max} 層",
  "http.invalid": "請求參數有誤：{detail}",
  "http.tooLarge": "請求資料過大",
  "http.unsupportedType": "不支援的請求內容類型",
  "http.internal": "伺服器內部錯誤，請稍後再試",
  "http.badCharacter": "欄位 {field} 含有無法儲存的字元（空字元或不完整的 Unicode 字元）",
  "http.badNumber": "欄位 {field} 不是有效的數字",
  "validation.required": "缺少欄位 {field}",
  "validation.type": "欄位 {field} 類型應為 {type}",
  "validation.tooShort": "欄位 {field} 至少 {limit} 個字元",
  "validation.tooLong": "欄位 {field} 最多 {limit} 個字元",
  "validation.additional": "不允許的欄位 {field}",
  "validation.enum": "欄位 {field} 的取值不在允許範圍內",
  "validation.other": "欄位 {field} 不合法",
  "verify.wrong": "密碼錯誤",
  "sms.badMobile": "請輸入正確的手機號碼",
  "sms.tooSoon": "驗證碼已發送，請{seconds}秒後再試",
  "sms.invalid": "驗證碼錯誤或已過期",
  "sms.tooManyTries": "驗證碼錯誤次數過多，請重新取得",
  "sms.notConfigured": "簡訊登入未設定，請使用其他方式登入",
  "sms.devLocalOnly": "此介面僅限本機存取",
  "qr.expired": "二維碼已過期，請重新整理",
  "qr.unknown": "二維碼無效",
  "qr.tooMany": "二維碼請求過於頻繁，請{minutes}分鐘後再試",
  "sms.tooManyFromAddress": "驗證碼請求過於頻繁，請{minutes}分鐘後再試",
};

export const messages: Record<Locale, Record<MessageKey, string>> = {
  "zh-cn": zhCn,
  en,
  "zh-tw": zhTw,
};

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A message in the caller's language, with its placeholders filled: one area's catalogue. */
export type Translate<Key extends string> = (
  key: Key,
  params?: Record<string, string | number>,
) => string;

/**
 * The translator every area's catalogue uses: the caller's language, zh-cn where a language lacks
 * a text (the spec's messages are zh-cn first), placeholders filled.
 */
export function translatorFor<Key extends string>(
  catalogues: Record<Locale, Record<Key, string>>,
  locale: Locale,
): Translate<Key> {
  const texts = catalogues[locale] ?? catalogues["zh-cn"];
  return (key, params = {}) => fillTemplate(texts[key] ?? catalogues["zh-cn"][key], params);
}

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return translatorFor(messages, locale)(key, params);
}

/** Picks the language from Accept-Language; anything unrecognised falls back to zh-cn. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return "zh-cn";
  for (const part of header.toLowerCase().split(",")) {
    const tag = part.split(";")[0]?.trim() ?? "";
    if (tag.startsWith("en")) return "en";
    if (tag === "zh-tw" || tag === "zh-hk" || tag === "zh-hant" || tag.startsWith("zh-hant"))
      return "zh-tw";
    if (tag.startsWith("zh")) return "zh-cn";
  }
  return "zh-cn";
}
