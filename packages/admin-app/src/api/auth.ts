import type { HttpClient } from "./http";

/** The signed-in operator as `GET /api/user/getUserInfo` describes them. */
export interface UserInfo {
  userName: string;
  photo: string;
  /** ISO date-time of this session's sign-in. */
  time: string;
  roles: string[];
  /** Permission identifiers for buttons (issue 6 checks them). */
  authBtnList: string[];
}

export interface Credentials {
  userName: string;
  password: string;
}

export interface MobileCredentials {
  mobile: string;
  code: string;
}

/** `POST /api/login/qrCreate`: the code to show and when it stops being accepted (ISO date-time). */
export interface QrTicket {
  qrId: string;
  expiresAt: string;
}

/** `POST /api/login/qrStatus`: the token comes once, with the first "confirmed" answer. */
export type QrStatus =
  | { status: "pending"; expiresAt?: string }
  | { status: "confirmed"; token?: string }
  | { status: "expired" };

/** Session calls, typed. The store reaches the server only through this interface. */
export interface AuthApi {
  signIn(credentials: Credentials): Promise<{ token: string }>;
  signOut(): Promise<void>;
  getUserInfo(): Promise<UserInfo>;
  /** Sends a 6-digit code to the number (one per minute); answers how long until the next may go. */
  sendSignInCode(mobile: string): Promise<{ resendIn: number; expiresIn: number }>;
  signInByMobile(credentials: MobileCredentials): Promise<{ token: string }>;
  createQrLogin(): Promise<QrTicket>;
  qrLoginStatus(qrId: string): Promise<QrStatus>;
  /** The lock screen's check of the signed-in user's password (counts towards the sign-in limit). */
  verifyPassword(password: string): Promise<void>;
}

export function createAuthApi(http: HttpClient): AuthApi {
  return {
    // The sign-in form shows its own failures inline, so the client stays quiet about them.
    signIn: (credentials) =>
      http.post<{ token: string }>("/login/doLogin", credentials, { quiet: true }),
    // Signing out always ends the local session; a failed revoke is not worth a message.
    signOut: async () => {
      await http.post("/login/logout", undefined, { quiet: true });
    },
    getUserInfo: () => http.get<UserInfo>("/user/getUserInfo"),
    // The mobile, QR and lock forms show their failures inline too.
    sendSignInCode: (mobile) => http.post("/login/sendCode", { mobile }, { quiet: true }),
    signInByMobile: (credentials) =>
      http.post<{ token: string }>("/login/mobile", credentials, { quiet: true }),
    createQrLogin: () => http.post<QrTicket>("/login/qrCreate", undefined, { quiet: true }),
    qrLoginStatus: (qrId) => http.post<QrStatus>("/login/qrStatus", { qrId }, { quiet: true }),
    verifyPassword: async (password) => {
      await http.post("/login/verify", { password }, { quiet: true });
    },
  };
}
