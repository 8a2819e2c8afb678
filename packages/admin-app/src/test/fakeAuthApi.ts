import type { AuthApi } from "../api/auth";

const refuse = (call: string) => async () => {
  throw new Error(`${call} is not part of this fake`);
};

/**
 * An AuthApi for tests and stories: the given calls, and every other one refusing loudly, so a test
 * that unexpectedly reaches a call it did not set up fails with the call's name.
 */
export function fakeAuthApi(calls: Partial<AuthApi>): AuthApi {
  return {
    signIn: refuse("signIn"),
    signOut: refuse("signOut"),
    getUserInfo: refuse("getUserInfo"),
    sendSignInCode: refuse("sendSignInCode"),
    signInByMobile: refuse("signInByMobile"),
    createQrLogin: refuse("createQrLogin"),
    qrLoginStatus: refuse("qrLoginStatus"),
    verifyPassword: refuse("verifyPassword"),
    ...calls,
  };
}
