import type { MediaRecord } from "@vitrine/media-uploader";
import { useEffect } from "react";
import type { MediaCategory } from "./media-api";

// Inline pictures so the stories need no network.
const swatch = (colour: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="${colour}"/><text x="60" y="50" font-size="14" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

const colours = ["#409eff", "#67c23a", "#e6a23c", "#f56c6c", "#909399", "#8e44ad"];

export const sampleCategories: MediaCategory[] = [
  { id: 1, title: "Banners" },
  { id: 2, title: "Products" },
  { id: 3, title: "Videos" },
];

/** `count` items over the sample categories; every seventh one is a video. */
export function sampleMedia(count: number): MediaRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const video = id % 7 === 0;
    return {
      id,
      url: video ? "" : swatch(colours[index % colours.length] ?? "#409eff", `#${id}`),
      fileName: video ? `clip-${id}.mp4` : `picture-${id}.png`,
      md5: id.toString(16).padStart(32, "0"),
      ext: video ? "mp4" : "png",
      type: video ? "video" : "image",
      size: 20_000 + id * 1000,
      cate_id: video ? 3 : (id % 2) + 1,
      create_time: "2026-01-01 10:00:00",
    };
  });
}

// A real 1x1 PNG, so an uploaded sample shows as a picture.
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

export function samplePng(name = "new-banner.png"): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: "image/png" });
}

/**
 * Puts files into the open dialog's file input as if the operator had picked them, so a story can
 * show an upload in progress. Needs DataTransfer (every browser; jsdom has none, tests pick files
 * themselves).
 */
export function useAutoPick(files: () => File[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: pick once, on mount.
  useEffect(() => {
    if (typeof DataTransfer === "undefined") return;
    const timer = setInterval(() => {
      const input = document.querySelector<HTMLInputElement>(".ant-modal input[type=file]");
      if (!input) return;
      clearInterval(timer);
      const transfer = new DataTransfer();
      for (const file of files()) transfer.items.add(file);
      input.files = transfer.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    }, 50);
    return () => clearInterval(timer);
  }, []);
}
