import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import type { Credentials, UserInfo } from "../api/auth";
import { type HttpErrorKind, isHttpError } from "../api/HttpError";
import type { AppThunkConfig } from "./types";

export interface AuthState {
  /** Mirrors the token cookie; the cookie is what survives a reload. */
  token: string | null;
  user: UserInfo | null;
  signingIn: boolean;
  /** Operator-readable reason of the last failed sign-in. */
  signInError: string | null;
}

export function initialAuthState(token: string | null): AuthState {
  return { token, user: null, signingIn: false, signInError: null };
}

/** Text to show for a failure; unexpected errors fall back to their own message. */
function reasonOf(error: unknown): string {
  if (isHttpError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export const signIn = createAsyncThunk<
  string,
  Credentials,
  AppThunkConfig & { rejectValue: string }
>("auth/signIn", async (credentials, { extra, rejectWithValue }) => {
  try {
    const { token } = await extra.authApi.signIn(credentials);
    extra.tokenStore.write(token);
    return token;
  } catch (error) {
    return rejectWithValue(reasonOf(error));
  }
});

/**
 * A token obtained another way (mobile code, confirmed QR code): kept exactly like a password
 * sign-in's, so the rest of the app cannot tell the methods apart.
 */
export const tokenReceived = createAsyncThunk<string, string, AppThunkConfig>(
  "auth/tokenReceived",
  async (token, { extra }) => {
    extra.tokenStore.write(token);
    return token;
  },
);

/** Why loading the user failed; `session` means the HTTP client has already ended the session. */
export interface LoadFailure {
  kind: HttpErrorKind | "unknown";
  message: string;
}

export const loadUserInfo = createAsyncThunk<
  UserInfo,
  void,
  AppThunkConfig & { rejectValue: LoadFailure }
>("auth/loadUserInfo", async (_, { extra, rejectWithValue }) => {
  try {
    return await extra.authApi.getUserInfo();
  } catch (error) {
    return rejectWithValue({
      kind: isHttpError(error) ? error.kind : "unknown",
      message: reasonOf(error),
    });
  }
});

/**
 * The one sign-out of every page (header menu, lock screen, /401, /no-roles): the server forgets
 * the token, then this browser ends the session exactly as when the server ends it (a 401), with
 * `sessionCleared`, which every per-user slice (user, lock, open tags) answers by forgetting.
 */
export const signOut = createAsyncThunk<void, void, AppThunkConfig>(
  "auth/signOut",
  async (_, { extra, dispatch }) => {
    try {
      await extra.authApi.signOut();
    } finally {
      // Whatever the server said, this browser is signed out.
      extra.tokenStore.clear();
      dispatch(sessionCleared());
    }
  },
);

const authSlice = createSlice({
  name: "auth",
  initialState: initialAuthState(null),
  reducers: {
    /** The session is over (signed out, or the server ended it with 401/4001): forget it all. */
    sessionCleared: () => initialAuthState(null),
    signInErrorDismissed: (state) => {
      state.signInError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signIn.pending, (state) => {
        state.signingIn = true;
        state.signInError = null;
      })
      .addCase(signIn.fulfilled, (state, action) => {
        state.signingIn = false;
        state.token = action.payload;
        state.user = null;
      })
      .addCase(tokenReceived.fulfilled, (state, action) => {
        state.token = action.payload;
        state.user = null;
        state.signInError = null;
      })
      .addCase(signIn.rejected, (state, action) => {
        state.signingIn = false;
        state.signInError = action.payload ?? action.error.message ?? null;
      })
      .addCase(loadUserInfo.fulfilled, (state, action) => {
        state.user = action.payload;
      });
  },
});

export const { sessionCleared, signInErrorDismissed } = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectIsSignedIn = (state: WithAuth) => state.auth.token !== null;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectSigningIn = (state: WithAuth) => state.auth.signingIn;
export const selectSignInError = (state: WithAuth) => state.auth.signInError;
