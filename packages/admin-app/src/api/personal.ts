import type { HttpClient } from "./http";

/** The signed-in user's own record as `GET /api/user/getPersonalInfo` answers it. */
export interface PersonalInfo {
  username: string;
  mobile: string;
  email: string;
  description: string;
  photo: string;
}

export type OwnInfoChange = Pick<PersonalInfo, "mobile" | "email" | "description">;

export interface PasswordChange {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Who asked for a QR sign-in, as `POST /api/login/qrInfo` answers it: shown before confirming. */
export interface QrSignInRequest {
  ip: string;
  userAgent: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * The personal centre's calls. Forms show refusals beside their fields, so every call is quiet:
 * the caller reads `HttpError.message` and `details.data.errors`.
 */
export interface PersonalApi {
  getInfo(): Promise<PersonalInfo>;
  updateInfo(change: OwnInfoChange): Promise<void>;
  /** Signs out every other session of the user; this one stays. */
  updatePassword(change: PasswordChange): Promise<void>;
  /** Stores the picture in the media library and answers its address. */
  uploadAvatar(picture: Blob, fileName: string): Promise<string>;
  updateAvatar(photo: string): Promise<string>;
  /** The device, address and time of a pending QR sign-in, for the person asked to confirm it. */
  qrSignInRequest(qrId: string): Promise<QrSignInRequest>;
  /** Confirms a QR sign-in code shown on another device, which is then signed in as this user. */
  confirmQrSignIn(qrId: string): Promise<void>;
}

export function createPersonalApi(http: HttpClient): PersonalApi {
  const quiet = { quiet: true };
  return {
    getInfo: () => http.get<PersonalInfo>("/user/getPersonalInfo"),
    updateInfo: async (change) => {
      await http.post("/user/updateUserInfo", change, quiet);
    },
    updatePassword: async (change) => {
      await http.post("/user/updatePwdInfo", change, quiet);
    },
    uploadAvatar: async (picture, fileName) => {
      const form = new FormData();
      form.append("file", picture, fileName);
      const { url } = await http.post<{ url: string }>("/upload/avatar", form, quiet);
      return url;
    },
    updateAvatar: async (photo) => {
      const answer = await http.post<{ photo: string }>("/user/updateUserAvatar", { photo }, quiet);
      return answer.photo;
    },
    qrSignInRequest: (qrId) => http.post<QrSignInRequest>("/login/qrInfo", { qrId }, quiet),
    confirmQrSignIn: async (qrId) => {
      await http.post("/login/qrConfirm", { qrId }, quiet);
    },
  };
}
