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
    slipPrint: "打印发货单",
    slipTitle: "发货单",
    slipContact: "收货人",
    slipAddress: "收货地址",
    slipNoneSelected: "请先选择要打印的订单",
    slipTooMany: "一次最多打印 {{max}} 张发货单",
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
    slipPrint: "Print packing slip",
    slipTitle: "Packing slip",
    slipContact: "Recipient",
    slipAddress: "Address",
    slipNoneSelected: "Select the orders to print first",
    slipTooMany: "At most {{max}} packing slips at once",
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
    slipPrint: "列印出貨單",
    slipTitle: "出貨單",
    slipContact: "收件人",
    slipAddress: "收件地址",
    slipNoneSelected: "請先選擇要列印的訂單",
    slipTooMany: "一次最多列印 {{max}} 張出貨單",
  },
};

export const deskTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };
