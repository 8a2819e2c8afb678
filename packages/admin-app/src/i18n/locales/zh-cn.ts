/** Simplified Chinese: the default and fallback language; the spec's messages word for word. */
export const zhCn = {
  common: {
    appName: "Vitrine",
    ok: "确定",
    cancel: "取消",
    tip: "提示",
    loading: "加载中…",
    retry: "重试",
    loadFailed: "页面加载失败",
  },
  http: {
    timeout: "网络超时",
    network: "网络连接错误",
    notFound: "接口路径找不到",
    signedOut: "你已被登出，请重新登录",
    statusFallback: "请求失败（{{status}}）",
  },
  language: {
    label: "语言",
    "zh-cn": "简体中文",
    en: "English",
    "zh-tw": "繁體中文",
  },
  login: {
    heading: "欢迎登录 Vitrine",
    tabAccount: "账号登录",
    userName: "用户名",
    password: "密码",
    userNameRequired: "请输入用户名",
    passwordRequired: "请输入密码",
    submit: "登录",
  },
  home: {
    title: "首页",
    userName: "用户名",
    roles: "角色",
    noRoles: "无角色",
    signInTime: "登录时间",
    signOut: "退出登录",
    signOutConfirm: "此操作将退出登录, 是否继续?",
  },
  notFound: {
    title: "地址输入错误，请重新输入地址",
    backHome: "返回首页",
  },
};

/** The shape every language must fill, key for key. */
export type Messages = typeof zhCn;
