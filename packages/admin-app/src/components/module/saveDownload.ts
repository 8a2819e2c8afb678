import type { Download } from "../../api/http";

/** Hands a downloaded file to the browser under the name the server gave it. */
export function saveDownload({ blob, fileName }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the object URL can go once it has begun.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
