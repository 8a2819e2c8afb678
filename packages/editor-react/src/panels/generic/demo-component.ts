import { defineComponent } from "@vitrine/editor-core";

/**
 * A host-style component declaring one field of every widget kind (labels written as text: an
 * unknown message key is shown as written), for the generic panel's tests and stories.
 */
export const everyWidgetComponent = defineComponent({
  type: "everywidget",
  title: "全部控件",
  defaultProps: {
    title: "",
    body: "",
    count: 1,
    height: 28,
    shown: false,
    layout: 0,
    align: "left",
    colour: "#ffffff",
    image: "",
    video: "",
    linktype: "11",
    http: {},
    icon: "",
    words: [],
    products: [],
    html: "",
  },
  fields: {
    title: { kind: "string", required: true, maxLength: 10, ui: { widget: "text", label: "标题" } },
    body: { kind: "string", inputMaxLength: 100, ui: { widget: "textarea", label: "描述" } },
    count: { kind: "number", min: 0, max: 20, ui: { widget: "number", label: "数量" } },
    height: { kind: "number", min: 28, max: 50, ui: { widget: "slider", label: "高度" } },
    shown: { kind: "boolean", ui: { widget: "switch", label: "显示扫一扫" } },
    layout: {
      kind: "number",
      enum: [0, 1],
      ui: {
        widget: "choice",
        label: "布局",
        options: [
          { value: 0, label: "固定" },
          { value: 1, label: "滑动" },
        ],
      },
    },
    align: {
      kind: "string",
      enum: ["left", "center"],
      ui: {
        widget: "segmented",
        label: "文本位置",
        options: [
          { value: "left", label: "居左", icon: "AlignLeft" },
          { value: "center", label: "居中", icon: "AlignCenter" },
        ],
      },
    },
    colour: { kind: "string", ui: { widget: "colour", label: "背景颜色" } },
    image: { kind: "string", ui: { widget: "image", label: "图片", hint: "建议宽度375" } },
    video: { kind: "string", ui: { widget: "video", label: "视频" } },
    linktype: { kind: "string", enum: ["10", "11"] },
    http: {
      kind: ["object", "string"],
      ui: { widget: "link", label: "链接", linkTypeField: "linktype" },
    },
    icon: {
      kind: "string",
      ui: { widget: "icon", label: "图标", visibleWhen: { field: "shown", in: [true] } },
    },
    words: {
      kind: "array",
      maxItems: 5,
      fields: {
        text: { kind: "string", required: true, ui: { widget: "text", label: "热词" } },
      },
      ui: { widget: "list", label: "热词列表", sortable: true, newItem: { text: "新词" } },
    },
    products: { kind: "array", ui: { widget: "products", label: "商品" } },
    html: { kind: "string", ui: { widget: "richtext", label: "正文" } },
  },
});
