import { useTranslation } from "react-i18next";
import { registerTexts } from "../../components/module/moduleTexts";

/** Texts of the personal centre; the spec's Chinese messages are the zh-cn text word for word. */
const zhCn = {
  personal: {
    title: "个人中心",
    loading: "正在加载个人信息",
    loadFailed: "个人信息加载失败",
    retry: "重试",
    info: {
      title: "个人信息",
      username: "用户名",
      mobile: "手机号",
      email: "邮箱",
      description: "个人描述",
      save: "保存",
      saved: "个人信息已保存",
    },
    password: {
      title: "修改密码",
      old: "原密码",
      new: "新密码",
      confirm: "确认密码",
      save: "修改密码",
      saved: "密码已修改，其他设备上的登录已退出",
    },
    avatar: {
      title: "头像",
      current: "当前头像",
      none: "尚未设置头像",
      change: "更换头像",
      saved: "头像已更换",
    },
    qr: {
      title: "确认扫码登录",
      intro:
        "在其他设备上用扫码登录时，把扫到的登录码或链接粘贴到这里，确认后该设备将以你的身份登录。",
      code: "登录码",
      placeholder: "登录码或包含 qrId= 的链接",
      confirm: "确认登录",
      confirmed: "已确认，另一台设备现在已登录",
      invalid: "这不是有效的登录码",
      review: "查看登录请求",
      requestTitle: "请核对发起登录的设备",
      device: "设备",
      address: "地址",
      time: "请求时间",
      unknownDevice: "未知设备",
      warning:
        "只有当这是你本人刚刚在另一台设备上发起的登录时才确认：确认后该设备将以你的身份登录。",
      cancel: "取消",
      cancelled: "已取消，该设备没有登录",
    },
    rules: {
      required: "请输入{{field}}",
      mobile: "请输入正确的手机号",
      email: "请输入正确的邮箱",
      password: "密码必须是 6 到 20 位字母和数字",
      passwordLength: "密码长度为 6 到 55 个字符",
      passwordMismatch: "两次输入的密码不一致",
      descriptionLength: "个人描述最多 500 个字符",
    },
  },
};

type PersonalTexts = typeof zhCn;

const en: PersonalTexts = {
  personal: {
    title: "Personal centre",
    loading: "Loading your details",
    loadFailed: "Your details could not be loaded",
    retry: "Retry",
    info: {
      title: "My details",
      username: "Username",
      mobile: "Mobile",
      email: "E-mail",
      description: "About me",
      save: "Save",
      saved: "Your details were saved",
    },
    password: {
      title: "Change password",
      old: "Current password",
      new: "New password",
      confirm: "Confirm password",
      save: "Change password",
      saved: "Password changed; your sessions on other devices were signed out",
    },
    avatar: {
      title: "Avatar",
      current: "Current avatar",
      none: "No avatar yet",
      change: "Change avatar",
      saved: "Avatar changed",
    },
    qr: {
      title: "Confirm a QR sign-in",
      intro:
        "Signing in by QR code on another device? Paste the code or link you scanned here; once you confirm, that device is signed in as you.",
      code: "Sign-in code",
      placeholder: "Sign-in code, or a link containing qrId=",
      confirm: "Confirm sign-in",
      confirmed: "Confirmed: the other device is now signed in",
      invalid: "This is not a valid sign-in code",
      review: "Review the sign-in request",
      requestTitle: "Check the device asking to sign in",
      device: "Device",
      address: "Address",
      time: "Requested at",
      unknownDevice: "Unknown device",
      warning:
        "Confirm only if you started this sign-in on another device just now: once confirmed, that device is signed in as you.",
      cancel: "Cancel",
      cancelled: "Cancelled: the device was not signed in",
    },
    rules: {
      required: "Enter {{field}}",
      mobile: "Enter a valid mobile number",
      email: "Enter a valid e-mail address",
      password: "The password must be 6 to 20 letters and numbers",
      passwordLength: "The password must be 6 to 55 characters",
      passwordMismatch: "Passwords do not match",
      descriptionLength: "About me is at most 500 characters",
    },
  },
};

const zhTw: PersonalTexts = {
  personal: {
    title: "個人中心",
    loading: "正在載入個人資料",
    loadFailed: "個人資料載入失敗",
    retry: "重試",
    info: {
      title: "個人資料",
      username: "使用者名稱",
      mobile: "手機號碼",
      email: "電子郵件",
      description: "個人描述",
      save: "儲存",
      saved: "個人資料已儲存",
    },
    password: {
      title: "修改密碼",
      old: "原密碼",
      new: "新密碼",
      confirm: "確認密碼",
      save: "修改密碼",
      saved: "密碼已修改，其他裝置上的登入已登出",
    },
    avatar: {
      title: "頭像",
      current: "目前頭像",
      none: "尚未設定頭像",
      change: "更換頭像",
      saved: "頭像已更換",
    },
    qr: {
      title: "確認掃碼登入",
      intro:
        "在其他裝置上以掃碼登入時，把掃到的登入碼或連結貼到這裡，確認後該裝置將以你的身分登入。",
      code: "登入碼",
      placeholder: "登入碼或包含 qrId= 的連結",
      confirm: "確認登入",
      confirmed: "已確認，另一台裝置現在已登入",
      invalid: "這不是有效的登入碼",
      review: "查看登入請求",
      requestTitle: "請核對發起登入的裝置",
      device: "裝置",
      address: "位址",
      time: "請求時間",
      unknownDevice: "未知裝置",
      warning:
        "只有當這是你本人剛剛在另一台裝置上發起的登入時才確認：確認後該裝置將以你的身分登入。",
      cancel: "取消",
      cancelled: "已取消，該裝置沒有登入",
    },
    rules: {
      required: "請輸入{{field}}",
      mobile: "請輸入正確的手機號碼",
      email: "請輸入正確的電子郵件",
      password: "密碼必須是 6 到 20 位字母和數字",
      passwordLength: "密碼長度為 6 到 55 個字元",
      passwordMismatch: "兩次輸入的密碼不一致",
      descriptionLength: "個人描述最多 500 個字元",
    },
  },
};

export const personalTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

/** `t` with the personal centre's texts registered on whichever i18n instance renders it. */
export function usePersonalTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, personalTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
