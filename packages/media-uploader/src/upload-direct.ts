import { UploadError } from "./errors";
import { uploaderMessage } from "./messages";
import type { DirectPolicy } from "./upload-api";
import type { UploadStep } from "./upload-step";
import type { UploadResult } from "./uploader";

/**
 * Sends the file straight to the store with a policy the server signs (`getAliPoint`). Undefined
 * when the store could not be reached from here, so the caller sends chunks instead.
 */
export async function uploadDirect(step: UploadStep): Promise<UploadResult | undefined> {
  const { file, fileSign, api, meter, report, call } = step;
  report(meter.enter("uploading"));
  const point = await call((signal) =>
    api.directPoint(
      {
        fileName: file.name,
        fileMd5: fileSign,
        fileSize: file.size,
        type: file.type || step.type,
      },
      signal,
    ),
  );
  if (point.is_true) {
    report(meter.enter("done", file.size));
    const message = uploaderMessage(step.locale, "alreadyUploaded");
    return { record: point.file, alreadyUploaded: true, message };
  }
  if (!(await sentToStore(step, point))) return undefined;
  report(meter.enter("merging", file.size));
  const record = await call((signal) =>
    api.directDone(
      {
        key: point.key,
        fileName: file.name,
        fileMd5: fileSign,
        fileSize: file.size,
        cate_id: step.cateId ?? 0,
      },
      signal,
    ),
  );
  report(meter.enter("done", file.size));
  return { record, alreadyUploaded: false };
}

/**
 * Sends the file to the store; false when no answer came back at all (the store unreachable, or a
 * page policy that forbids connecting to it), so the caller can still send chunks.
 */
async function sentToStore(step: UploadStep, point: DirectPolicy): Promise<boolean> {
  try {
    await step.call((signal) => step.api.sendToStore(point, step.file, signal));
    return true;
  } catch (error) {
    if (error instanceof UploadError && error.code === "network") return false;
    throw error;
  }
}
