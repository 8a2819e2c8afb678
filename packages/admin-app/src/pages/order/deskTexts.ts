/**
 * Texts of the drawer's operator tools (remark, packing slip, after-sale requests), merged into the
 * order screens' chunk by useOrderTranslation.
 */
const zhCn = {
  orderDesk: {
    remarkLabel: "商家备注",
    remarkPlaceholder: "仅后台可见，如 已电话联系买家",
    remarkSave: "保存备注",
    remarkSaved: "备注已保存",
    remarkNeeded: "请输入备注",
    remarkTooLong: "备注最多 {{max}} 个字",
  },
};

type DeskTexts = typeof zhCn;

const en: DeskTexts = {
  orderDesk: {
    remarkLabel: "Shop remark",
    remarkPlaceholder: "Seen in the back-office only, e.g. called the shopper",
    remarkSave: "Save remark",
    remarkSaved: "The remark was saved",
    remarkNeeded: "Enter a remark",
    remarkTooLong: "A remark allows at most {{max}} characters",
  },
};

const zhTw: DeskTexts = {
  orderDesk: {
    remarkLabel: "商家備註",
    remarkPlaceholder: "僅後台可見，如 已電話聯絡買家",
    remarkSave: "儲存備註",
    remarkSaved: "備註已儲存",
    remarkNeeded: "請輸入備註",
    remarkTooLong: "備註最多 {{max}} 個字",
  },
};

export const deskTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };
