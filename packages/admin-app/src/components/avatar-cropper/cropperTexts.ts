import { useTranslation } from "react-i18next";
import { registerTexts } from "../module/moduleTexts";

const zhCn = {
  avatarCropper: {
    title: "更换头像",
    choose: "选择图片",
    chooseHint: "选择一张图片，然后拖动或缩放选出头像",
    stage: "裁剪区域：拖动或用方向键移动图片，滚轮或 + 和 - 键缩放",
    zoom: "缩放",
    preview: "预览",
    previewLarge: "头像预览 100×100",
    previewSmall: "头像预览 50×50",
    cancel: "取消",
    change: "更换",
    notImage: "无法读取这个文件，请选择 PNG、JPEG、GIF 或 WebP 图片",
  },
};

type CropperTexts = typeof zhCn;

const en: CropperTexts = {
  avatarCropper: {
    title: "Change avatar",
    choose: "Choose a picture",
    chooseHint: "Choose a picture, then drag or zoom to frame your avatar",
    stage:
      "Crop area: drag or use the arrow keys to move the picture, the wheel or + and - to zoom",
    zoom: "Zoom",
    preview: "Preview",
    previewLarge: "Avatar preview 100×100",
    previewSmall: "Avatar preview 50×50",
    cancel: "Cancel",
    change: "Change",
    notImage: "This file cannot be read; choose a PNG, JPEG, GIF or WebP picture",
  },
};

const zhTw: CropperTexts = {
  avatarCropper: {
    title: "更換頭像",
    choose: "選擇圖片",
    chooseHint: "選擇一張圖片，然後拖曳或縮放選出頭像",
    stage: "裁剪區域：拖曳或用方向鍵移動圖片，滾輪或 + 和 - 鍵縮放",
    zoom: "縮放",
    preview: "預覽",
    previewLarge: "頭像預覽 100×100",
    previewSmall: "頭像預覽 50×50",
    cancel: "取消",
    change: "更換",
    notImage: "無法讀取這個檔案，請選擇 PNG、JPEG、GIF 或 WebP 圖片",
  },
};

export const cropperTexts = { "zh-cn": zhCn, en, "zh-tw": zhTw };

const registered = new WeakSet<object>();

/** `t` with the cropper's texts registered on whichever i18n instance renders it. */
export function useCropperTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, cropperTexts);
    registered.add(translation.i18n);
  }
  return translation;
}
