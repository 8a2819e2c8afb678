import { HttpError } from "../../api/HttpError";
import type { PersonalApi, PersonalInfo } from "../../api/personal";

/**
 * A personal API kept in memory, for stories: saves succeed, or, with `refuse`, each is refused the
 * way the server refuses (code 1 naming the field).
 */
export function memoryPersonalApi(
  start: PersonalInfo,
  { refuse = false }: { refuse?: boolean } = {},
): PersonalApi {
  let info = { ...start };
  const refusal = (field: string, message: string) =>
    new HttpError("business", message, { code: 1, data: { errors: [{ field, message }] } });
  return {
    getInfo: async () => ({ ...info }),
    updateInfo: async (change) => {
      if (refuse) throw refusal("email", "该邮箱已被使用");
      info = { ...info, ...change };
    },
    updatePassword: async () => {
      if (refuse) throw refusal("oldPassword", "原密码错误");
    },
    uploadAvatar: async (picture) => URL.createObjectURL(picture),
    updateAvatar: async (photo) => {
      info = { ...info, photo };
      return photo;
    },
    qrSignInRequest: async () => {
      if (refuse) throw new HttpError("business", "二维码已过期，请刷新", { code: 1 });
      const now = new Date();
      return {
        ip: "203.0.113.7",
        userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0",
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 120_000).toISOString(),
      };
    },
    confirmQrSignIn: async () => {
      if (refuse) throw new HttpError("business", "二维码已过期，请刷新", { code: 1 });
    },
  };
}
