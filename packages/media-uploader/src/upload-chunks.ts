import { CHUNK_SIZE, chunkCountOf } from "./media-record";
import type { UploadStep } from "./upload-step";
import type { UploadResult } from "./uploader";

/**
 * Sends the file in chunks through the server, only those it does not hold yet (a resumed upload
 * skips the rest), at most `concurrency` at once, then asks it to merge them.
 */
export async function uploadInChunks(step: UploadStep): Promise<UploadResult> {
  const { file, fileSign, api, meter, report, call } = step;
  const totalChunks = chunkCountOf(file.size);
  const present = new Set(
    (await call((signal) => api.uploadedChunks(fileSign, signal))).filter(
      (n) => Number.isInteger(n) && n >= 0 && n < totalChunks,
    ),
  );
  const chunkBytes = (n: number) => Math.min(CHUNK_SIZE, file.size - n * CHUNK_SIZE);
  let stored = [...present].reduce((sum, n) => sum + chunkBytes(n), 0);
  report(meter.enter("uploading", stored));

  const missing: number[] = [];
  for (let n = 0; n < totalChunks; n++) if (!present.has(n)) missing.push(n);
  await runPool(missing, step.concurrency, async (chunkNumber) => {
    const start = chunkNumber * CHUNK_SIZE;
    const fields = {
      chunkNumber,
      chunkSize: CHUNK_SIZE,
      fileName: file.name,
      fileSign,
      totalChunks,
      totalChunkSize: file.size,
      fileType: step.type,
    };
    await call((signal) => api.sendChunk(fields, file.slice(start, start + CHUNK_SIZE), signal));
    stored += chunkBytes(chunkNumber);
    report(meter.advance(stored));
  });

  report(meter.enter("merging"));
  const record = await call((signal) =>
    api.merge(
      {
        fileName: file.name,
        fileSign,
        chunkCount: totalChunks,
        type: step.type,
        cate_id: step.cateId ?? 0,
      },
      signal,
    ),
  );
  report(meter.enter("done", file.size));
  return { record, alreadyUploaded: false };
}

/** Runs `work` over `items` with at most `limit` at once; the first failure stops new work. */
async function runPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure) throw failure.error;
}
