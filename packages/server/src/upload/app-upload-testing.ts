import type { TestServer } from "../testing/test-server.js";
import { pngBytes, postForm } from "./test-support.js";

/** Sends one file to the app's image upload as the companion app does (multipart `file`). */
export function sendAppImage(
  server: TestServer,
  token: string | undefined,
  bytes: Buffer,
  options: { name?: string; language?: string } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), options.name ?? "photo.png");
  return postForm(server, "/api/app/upload/image", form, token, options.language);
}

/** Uploads `n` different images for this app user; answers their addresses. */
export async function uploadAppImages(
  server: TestServer,
  token: string,
  n: number,
): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < n; i++) {
    const answer = await sendAppImage(server, token, pngBytes(256));
    if (answer.json?.code !== 0) throw new Error(`app image upload failed: ${answer.text}`);
    urls.push(answer.json.data.url as string);
  }
  return urls;
}
