/** Texts of the refunds record screen (退款记录), in its own chunk. */
const zhCn = {
  refundArea: {
    tabAll: "全部",
    tabDue: "需退款",
    retry: "重试退款",
    retried: "退款成功",
  },
};

type RefundTexts = typeof zhCn;

const en: RefundTexts = {
  refundArea: {
    tabAll: "All",
    tabDue: "Due",
    retry: "Retry refund",
    retried: "Refunded",
  },
};

const zhTw: RefundTexts = {
  refundArea: {
    tabAll: "全部",
    tabDue: "需退款",
    retry: "重試退款",
    retried: "退款成功",
  },
};

export const refundTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };
