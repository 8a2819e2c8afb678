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
    afterSaleTab: "售后",
    afterSaleOpenOnly: "待处理",
    afterSaleReason: "售后原因",
    afterSaleAt: "申请时间",
    afterSaleApprove: "同意退款",
    afterSaleApproveConfirm: "同意并退款 {{title}} × {{units}}？货款将原路退回。",
    afterSaleApproved: "已同意，退款已发起",
    afterSaleReject: "拒绝",
    afterSaleRejected: "已拒绝，买家将看到拒绝原因",
    afterSaleAnswer: "拒绝原因（买家可见）",
    afterSaleAnswerNeeded: "请输入拒绝原因",
    afterSaleNotice: "新的售后申请",
    afterSaleNoticeText: "订单 {{orderNo}} 申请售后",
    afterSale: { open: "待处理", approved: "已同意退款", rejected: "已拒绝" },
  },
  // The after-sale steps of the drawer's timeline (orders/after-sale.ts writes them).
  orderArea: { event: { afterSaleRequested: "买家申请售后", afterSaleRejected: "售后申请已拒绝" } },
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
    afterSaleTab: "After-sale",
    afterSaleOpenOnly: "Waiting",
    afterSaleReason: "Reason",
    afterSaleAt: "Asked",
    afterSaleApprove: "Approve refund",
    afterSaleApproveConfirm: "Approve and refund {{title}} × {{units}}? The payment is given back.",
    afterSaleApproved: "Approved: the refund was made",
    afterSaleReject: "Reject",
    afterSaleRejected: "Rejected: the shopper will see the reason",
    afterSaleAnswer: "Reason (the shopper sees it)",
    afterSaleAnswerNeeded: "Enter the reason",
    afterSaleNotice: "New after-sale request",
    afterSaleNoticeText: "Order {{orderNo}} asks for after-sale",
    afterSale: { open: "Waiting", approved: "Refund approved", rejected: "Rejected" },
  },
  orderArea: {
    event: {
      afterSaleRequested: "Shopper asked for after-sale",
      afterSaleRejected: "After-sale request rejected",
    },
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
    afterSaleTab: "售後",
    afterSaleOpenOnly: "待處理",
    afterSaleReason: "售後原因",
    afterSaleAt: "申請時間",
    afterSaleApprove: "同意退款",
    afterSaleApproveConfirm: "同意並退款 {{title}} × {{units}}？貨款將原路退回。",
    afterSaleApproved: "已同意，退款已發起",
    afterSaleReject: "拒絕",
    afterSaleRejected: "已拒絕，買家將看到拒絕原因",
    afterSaleAnswer: "拒絕原因（買家可見）",
    afterSaleAnswerNeeded: "請輸入拒絕原因",
    afterSaleNotice: "新的售後申請",
    afterSaleNoticeText: "訂單 {{orderNo}} 申請售後",
    afterSale: { open: "待處理", approved: "已同意退款", rejected: "已拒絕" },
  },
  orderArea: { event: { afterSaleRequested: "買家申請售後", afterSaleRejected: "售後申請已拒絕" } },
};

export const deskTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };
