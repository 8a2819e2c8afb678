import type { Messages } from "./zh-cn";

export const en: Messages = {
  common: {
    appName: "Vitrine",
    ok: "OK",
    cancel: "Cancel",
    tip: "Notice",
    loading: "Loading…",
    retry: "Retry",
    loadFailed: "The page could not be loaded",
  },
  http: {
    timeout: "Network timeout",
    network: "Network connection error",
    notFound: "API path not found",
    signedOut: "You have been signed out. Please sign in again.",
    statusFallback: "Request failed ({{status}})",
  },
  language: {
    label: "Language",
    "zh-cn": "简体中文",
    en: "English",
    "zh-tw": "繁體中文",
  },
  login: {
    heading: "Sign in to Vitrine",
    tabAccount: "Account",
    userName: "Username",
    password: "Password",
    userNameRequired: "Please enter your username",
    passwordRequired: "Please enter your password",
    submit: "Sign in",
  },
  home: {
    title: "Home",
    userName: "Username",
    roles: "Roles",
    noRoles: "No roles",
    signInTime: "Signed in at",
    signOut: "Sign out",
    signOutConfirm: "This will sign you out. Continue?",
  },
  notFound: {
    title: "This address is wrong. Please check it and try again.",
    backHome: "Back to home",
  },
};
