import { fillTemplate, type Locale, type Translate } from "../i18n/messages.js";

/**
 * Texts of the device fleet (devices, import, device calls, SOS alarms, firmware) in zh-cn, en
 * and zh-tw. Each entry is [zh-cn, en, zh-tw]; `{name}` is filled from the params.
 */
const TEXTS = {
  "device.notFound": ["设备不存在", "The device does not exist", "裝置不存在"],
  "device.someNotFound": ["设备 {ids} 不存在", "Devices {ids} do not exist", "裝置 {ids} 不存在"],
  "device.serialFormat": [
    "序列号须为 8 到 32 位大写字母、数字或 -",
    "A serial is 8 to 32 of A-Z, 0-9 and -",
    "序號須為 8 到 32 位大寫字母、數字或 -",
  ],
  "device.imeiFormat": [
    "IMEI 须为 15 位数字且校验位正确",
    "An IMEI is 15 digits with a valid check digit",
    "IMEI 須為 15 位數字且校驗位正確",
  ],
  "device.dayFormat": [
    "{field}须为 YYYY-MM-DD 格式的日期",
    "{field} must be a date as YYYY-MM-DD",
    "{field}須為 YYYY-MM-DD 格式的日期",
  ],
  "device.deletedLocked": [
    "设备 {serials} 已删除，请先恢复",
    "Devices {serials} are deleted; restore them first",
    "裝置 {serials} 已刪除，請先還原",
  ],
  "device.notMade": [
    "设备 {serials} 不是生产状态，不能销售",
    "Devices {serials} are not in production state and cannot be sold",
    "裝置 {serials} 不是生產狀態，不能銷售",
  ],
  "device.alreadyDeleted": [
    "设备 {serials} 已经删除",
    "Devices {serials} are already deleted",
    "裝置 {serials} 已經刪除",
  ],
  "device.notDeleted": [
    "设备 {serials} 未删除，无需恢复",
    "Devices {serials} are not deleted; there is nothing to restore",
    "裝置 {serials} 未刪除，無需還原",
  ],
  "device.serialFixed": [
    "序列号创建后不能修改",
    "A serial cannot be changed once created",
    "序號建立後不能修改",
  ],
  "device.idsRequired": ["请选择设备", "Choose at least one device", "請選擇裝置"],
  "device.notAgent": [
    "所选用户不是代理商",
    "The chosen user is not an agent",
    "所選使用者不是代理商",
  ],
  "device.notAfterSale": [
    "所选用户不是售后人员",
    "The chosen user is not after-sale staff",
    "所選使用者不是售後人員",
  ],
  "device.badRole": [
    "role 只能是 agent 或 aftersale",
    "role must be agent or aftersale",
    "role 只能是 agent 或 aftersale",
  ],
  "device.fieldRequired": ["请输入{field}", "{field} is required", "請輸入{field}"],
  "device.fieldBetween": [
    "{field}必须是 {min} 到 {max} 之间的整数",
    "{field} must be a whole number from {min} to {max}",
    "{field}必須是 {min} 到 {max} 之間的整數",
  ],
  "device.fieldTooLong": [
    "{field}最多 {max} 个字符",
    "{field} is at most {max} characters",
    "{field}最多 {max} 個字元",
  ],
  "device.replaceBeforeFitted": [
    "更换期限不能早于安装日期",
    "The replace-by date cannot be before the fitted date",
    "更換期限不能早於安裝日期",
  ],
  "device.badHours": [
    "hours 必须是 1 到 168 的整数",
    "hours must be a whole number from 1 to 168",
    "hours 必須是 1 到 168 的整數",
  ],
  "import.noFile": [
    "请上传 .xlsx 文件（字段 file）",
    "Send an .xlsx file (field file)",
    "請上傳 .xlsx 檔案（欄位 file）",
  ],
  "import.tooLarge": [
    "文件过大，最大 {max}",
    "The file is too large; the maximum is {max}",
    "檔案過大，最大 {max}",
  ],
  "import.unreadable": [
    "无法读取该 Excel 文件，请使用 .xlsx 格式",
    "The file cannot be read as an .xlsx workbook",
    "無法讀取該 Excel 檔案，請使用 .xlsx 格式",
  ],
  "import.tooManyRows": [
    "一次最多导入 {max} 行，该文件有 {count} 行",
    "At most {max} rows per import; this file has {count}",
    "一次最多匯入 {max} 列，該檔案有 {count} 列",
  ],
  "import.missingColumns": [
    "缺少必填列：{columns}",
    "Required columns are missing: {columns}",
    "缺少必填欄：{columns}",
  ],
  "import.empty": ["文件中没有数据行", "The file has no data rows", "檔案中沒有資料列"],
  "import.duplicateInFile": [
    "序列号与第 {row} 行重复",
    "The serial repeats row {row}",
    "序號與第 {row} 列重複",
  ],
  "import.duplicateInDb": ["序列号已存在", "The serial already exists", "序號已存在"],
  "import.imeiInFile": [
    "IMEI 与第 {row} 行重复",
    "The IMEI repeats row {row}",
    "IMEI 與第 {row} 列重複",
  ],
  "sale.phoneFormat": ["请输入正确的手机号", "Enter a valid mobile number", "請輸入正確的手機號碼"],
  "device.imeiTakenLater": [
    "IMEI 刚被另一台设备使用，未导入任何设备",
    "Another device took one of these IMEIs meanwhile; nothing was imported",
    "IMEI 剛被另一台裝置使用，未匯入任何裝置",
  ],
  "device.imeiTaken": [
    "IMEI 已被设备 {serial} 使用",
    "The IMEI is already used by device {serial}",
    "IMEI 已被裝置 {serial} 使用",
  ],
  "import.done": [
    "导入 {imported} 台，{invalid} 行有误",
    "{imported} devices imported, {invalid} rows with errors",
    "匯入 {imported} 台，{invalid} 列有誤",
  ],
  "import.nothing": [
    "有 {invalid} 行有误，按要求未导入任何设备",
    "{invalid} rows have errors; as asked, nothing was imported",
    "有 {invalid} 列有誤，依要求未匯入任何裝置",
  ],
  "gateway.unauthorized": ["设备认证失败", "Device authentication failed", "裝置認證失敗"],
  "gateway.badField": ["{field} 的值不合法", "{field} has an invalid value", "{field} 的值不合法"],
  "gateway.notStored": [
    "心跳未能保存，请重新发送",
    "The heartbeat was not stored; send it again",
    "心跳未能儲存，請重新傳送",
  ],
  "sos.notFound": ["告警不存在", "The alarm does not exist", "告警不存在"],
  "sos.badTransition": [
    "告警当前为{status}，不能{action}",
    "The alarm is {status}; it cannot be {action}",
    "告警目前為{status}，不能{action}",
  ],
  "sos.notesRequired": ["请填写处理说明", "Describe how the alarm was resolved", "請填寫處理說明"],
  "firmware.badVersion": [
    "版本号格式应为 1.2.3",
    "A version looks like 1.2.3",
    "版本號格式應為 1.2.3",
  ],
  "firmware.unknownModel": [
    "没有型号为 {model} 的设备",
    "No device has the model {model}",
    "沒有型號為 {model} 的裝置",
  ],
  "firmware.uploadMissing": ["所选文件不存在", "The chosen file does not exist", "所選檔案不存在"],
  "firmware.badStatus": [
    "状态不能从{from}改为{to}",
    "The status cannot change from {from} to {to}",
    "狀態不能從{from}改為{to}",
  ],
  "firmware.fileRequired": [
    "发布前请上传升级文件",
    "Upload the package file before releasing",
    "發佈前請上傳升級檔案",
  ],
  "firmware.releasedLocked": [
    "已发布的升级包不能删除，请先撤回",
    "A released package cannot be deleted; withdraw it first",
    "已發佈的升級包不能刪除，請先撤回",
  ],
  "firmware.releasedFixed": [
    "已发布的升级包不能更换型号、版本或文件",
    "A released package keeps its model, version and file",
    "已發佈的升級包不能更換型號、版本或檔案",
  ],
  "firmware.unknownPackage": [
    "升级包不存在或不适用于该设备",
    "No such package for this device",
    "升級包不存在或不適用於該裝置",
  ],
  "firmwareFile.tooLarge": [
    "升级文件大小不能超过{size}",
    "A firmware file cannot be larger than {size}",
    "升級檔案大小不能超過{size}",
  ],
  "firmwareFile.forbidden": [
    "没有上传升级文件的权限（需要升级包的新增或编辑权限）",
    "You may not upload firmware files (it takes the right to add or edit upgrade packages)",
    "沒有上傳升級檔案的權限（需要升級包的新增或編輯權限）",
  ],
  "firmwareFile.notFirmware": [
    "这些分片不是升级文件的分片，请重新上传",
    "These chunks do not belong to a firmware file; upload it again",
    "這些分片不是升級檔案的分片，請重新上傳",
  ],
  "state.made": ["生产", "made", "生產"],
  "state.sold": ["已售", "sold", "已售"],
  "state.deleted": ["删除", "deleted", "刪除"],
  "sos.new": ["新告警", "new", "新告警"],
  "sos.acknowledged": ["已确认", "acknowledged", "已確認"],
  "sos.resolved": ["已处理", "resolved", "已處理"],
  "sos.acknowledge": ["确认", "acknowledged", "確認"],
  "sos.resolve": ["处理完成", "resolved", "處理完成"],
  "firmware.draft": ["草稿", "draft", "草稿"],
  "firmware.released": ["已发布", "released", "已發佈"],
  "firmware.withdrawn": ["已撤回", "withdrawn", "已撤回"],
} as const satisfies Record<string, readonly [string, string, string]>;

export type DeviceMessageKey = keyof typeof TEXTS;
export type DeviceTranslate = Translate<DeviceMessageKey>;

const INDEX: Record<Locale, 0 | 1 | 2> = { "zh-cn": 0, en: 1, "zh-tw": 2 };

export function deviceTranslator(locale: Locale): DeviceTranslate {
  const i = INDEX[locale] ?? 0;
  return (key, params = {}) => fillTemplate(TEXTS[key][i], params);
}

/** Lists at most 5 serials in a message, then "…". */
export function serialList(serials: string[]): string {
  return serials.length > 5 ? `${serials.slice(0, 5).join(", ")}…` : serials.join(", ");
}
