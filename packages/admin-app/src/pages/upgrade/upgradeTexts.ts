import { registerTexts, useModuleTranslation } from "../../components/module";

/** Texts of the upgrade packages screen (issue 22); they ride in its own chunk. */
const zhCn = {
  upgradePage: {
    title: "升级包管理",
    statuses: { draft: "草稿", released: "已发布", withdrawn: "已撤回" },
    release: "发布",
    withdraw: "撤回",
    released: "已发布 {{version}}",
    withdrawn: "已撤回 {{version}}",
    confirmRelease:
      "确定发布 {{model}} 的 {{version}} 吗？符合灰度比例的设备将在下次心跳时收到升级。",
    confirmWithdraw: "确定撤回 {{model}} 的 {{version}} 吗？设备将不再收到此升级。",
    results: "升级结果",
    resultsOf: "升级结果：{{model}} {{version}}",
    successCount: "成功 {{count}}",
    failedCount: "失败 {{count}}",
    serial: "设备",
    from: "原版本",
    to: "新版本",
    outcome: "结果",
    success: "成功",
    failed: "失败",
    message: "说明",
    reportedAt: "上报时间",
    noResults: "还没有设备上报结果",
    file: "固件文件",
    chooseFile: "选择固件文件",
    replaceFile: "更换文件",
    uploading: "正在上传 {{percent}}%",
    hashing: "正在计算 MD5 {{percent}}%",
    uploaded: "{{name}} · {{size}} · MD5 {{md5}}",
    noFile: "尚未上传文件",
    sha256: "SHA-256 {{sha256}}",
    fileHint:
      "固件文件（.bin、.hex、.img、.fw、.ota、.zip、.pkg），大小以服务器设置为准（默认不超过 64M）",
    forced: "强制升级",
    notForced: "可选",
    rollout: "{{percent}}%",
    size: "文件大小",
    sizeBytes: "{{bytes}} 字节",
    releasedLocked:
      "已发布的升级包不能修改型号、版本和文件：设备可能已按它升级。请先撤回，或新建一个版本。",
    chooseModel: "选择设备型号",
    noModels: "还没有设备型号：请先导入或新增设备",
  },
};

type UpgradeTexts = typeof zhCn;

const en: UpgradeTexts = {
  upgradePage: {
    title: "Upgrade packages",
    statuses: { draft: "Draft", released: "Released", withdrawn: "Withdrawn" },
    release: "Release",
    withdraw: "Withdraw",
    released: "{{version}} released",
    withdrawn: "{{version}} withdrawn",
    confirmRelease:
      "Release {{version}} for {{model}}? Devices within the rollout get it with their next heartbeat.",
    confirmWithdraw: "Withdraw {{version}} for {{model}}? Devices will no longer be offered it.",
    results: "Results",
    resultsOf: "Upgrade results: {{model}} {{version}}",
    successCount: "{{count}} succeeded",
    failedCount: "{{count}} failed",
    serial: "Device",
    from: "From",
    to: "To",
    outcome: "Result",
    success: "Succeeded",
    failed: "Failed",
    message: "Message",
    reportedAt: "Reported at",
    noResults: "No device has reported yet",
    file: "Firmware file",
    chooseFile: "Choose the firmware file",
    replaceFile: "Replace the file",
    uploading: "Uploading {{percent}}%",
    hashing: "Computing MD5 {{percent}}%",
    uploaded: "{{name}} · {{size}} · MD5 {{md5}}",
    noFile: "No file uploaded yet",
    sha256: "SHA-256 {{sha256}}",
    fileHint:
      "A firmware file (.bin, .hex, .img, .fw, .ota, .zip, .pkg), within the server's limit (64 MB unless configured otherwise)",
    forced: "Forced",
    notForced: "Optional",
    rollout: "{{percent}}%",
    size: "File size",
    sizeBytes: "{{bytes}} bytes",
    releasedLocked:
      "A released package keeps its model, version and file: devices may already have upgraded to it. Withdraw it first, or make a new version.",
    chooseModel: "Choose a device model",
    noModels: "No device models yet: import or add devices first",
  },
};

const zhTw: UpgradeTexts = {
  upgradePage: {
    title: "升級包管理",
    statuses: { draft: "草稿", released: "已發布", withdrawn: "已撤回" },
    release: "發布",
    withdraw: "撤回",
    released: "已發布 {{version}}",
    withdrawn: "已撤回 {{version}}",
    confirmRelease:
      "確定發布 {{model}} 的 {{version}} 嗎？符合灰度比例的設備將在下次心跳時收到升級。",
    confirmWithdraw: "確定撤回 {{model}} 的 {{version}} 嗎？設備將不再收到此升級。",
    results: "升級結果",
    resultsOf: "升級結果：{{model}} {{version}}",
    successCount: "成功 {{count}}",
    failedCount: "失敗 {{count}}",
    serial: "設備",
    from: "原版本",
    to: "新版本",
    outcome: "結果",
    success: "成功",
    failed: "失敗",
    message: "說明",
    reportedAt: "回報時間",
    noResults: "還沒有設備回報結果",
    file: "韌體檔案",
    chooseFile: "選擇韌體檔案",
    replaceFile: "更換檔案",
    uploading: "正在上傳 {{percent}}%",
    hashing: "正在計算 MD5 {{percent}}%",
    uploaded: "{{name}} · {{size}} · MD5 {{md5}}",
    noFile: "尚未上傳檔案",
    sha256: "SHA-256 {{sha256}}",
    fileHint:
      "韌體檔案（.bin、.hex、.img、.fw、.ota、.zip、.pkg），大小以伺服器設定為準（預設不超過 64M）",
    forced: "強制升級",
    notForced: "可選",
    rollout: "{{percent}}%",
    size: "檔案大小",
    sizeBytes: "{{bytes}} 位元組",
    releasedLocked:
      "已發布的升級包不能修改型號、版本和檔案：裝置可能已依它升級。請先撤回，或新建一個版本。",
    chooseModel: "選擇裝置型號",
    noModels: "還沒有裝置型號：請先匯入或新增裝置",
  },
};

export const upgradeTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

/** `t` with the upgrade screen's texts (and the module blocks') on whichever i18n instance renders it. */
export function useUpgradeTranslation() {
  const translation = useModuleTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, upgradeTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
