import type { ProductItem, ProductSource } from "./sources";

// A fixed sample, as the original's picker used, for hosts without a goods service yet (the admin
// app until its goods module exists) and for stories.
const SAMPLE: readonly ProductItem[] = [
  { id: 201, type: 2, name: "童话故事集", introduce: "精装彩绘本", price: 39.8, coverUrl: "" },
  { id: 202, type: 2, name: "家常菜谱", introduce: "一百道家常菜", price: 28, coverUrl: "" },
  { id: 203, type: 2, name: "旅行手账", introduce: "城市漫步指南", price: 45, coverUrl: "" },
  { id: 501, type: 5, name: "保温杯", introduce: "500毫升", price: 69, coverUrl: "" },
  { id: 502, type: 5, name: "帆布包", introduce: "大容量", price: 49.9, coverUrl: "" },
  { id: 1101, type: 11, name: "摄影入门课", introduce: "十二讲", price: 99, coverUrl: "" },
  { id: 1102, type: 11, name: "烘焙系列课", introduce: "八讲", price: 129, coverUrl: "" },
];

/** Searches the built-in sample by type and name. */
export const sampleProductSource: ProductSource = {
  async search({ type, text }) {
    const needle = text.trim().toLowerCase();
    return SAMPLE.filter(
      (p) => (type === undefined || p.type === type) && p.name.toLowerCase().includes(needle),
    );
  },
};
