import { eq } from "drizzle-orm";
import { uploadCates } from "./schema.js";
import type { UploadService } from "./service.js";

/** Category 0 is "none"; any other must exist before a file is filed under it. */
export async function categoryExists(service: UploadService, cateId: number): Promise<boolean> {
  if (cateId === 0) return true;
  const [cate] = await service.ctx.db
    .select({ id: uploadCates.id })
    .from(uploadCates)
    .where(eq(uploadCates.id, cateId))
    .limit(1);
  return cate !== undefined;
}
