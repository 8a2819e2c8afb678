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

/** Session calls, typed. The store reaches the server only through this interface. */
export interface AuthApi {
  signIn(credentials: Credentials): Promise<{ token: string }>;
  signOut(): Promise<void>;
  getUserInfo(): Promise<UserInfo>;
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
  };
}
