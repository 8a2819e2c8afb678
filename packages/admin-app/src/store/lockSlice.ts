import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import { isHttpError } from "../api/HttpError";
import type { PrefixedStorage } from "../utils/storage";
import { sessionCleared, signIn, tokenReceived } from "./authSlice";
import type { AppThunkConfig } from "./types";

/** Stored as `vitrine:isLocked`, so a reload cannot be used to get past the lock screen. */
export const LOCK_STORAGE_KEY = "isLocked";

export interface LockState {
  isLocked: boolean;
  unlocking: boolean;
  /** Why the last unlock failed (the server's message: wrong password, too many tries). */
  unlockError: string | null;
}

export function initialLockState(stored: unknown): LockState {
  return { isLocked: stored === true, unlocking: false, unlockError: null };
}

/** Unlocking asks the server to check the signed-in user's real password. */
export const unlockWithPassword = createAsyncThunk<
  void,
  string,
  AppThunkConfig & { rejectValue: string }
>("lock/unlockWithPassword", async (password, { extra, rejectWithValue }) => {
  try {
    await extra.authApi.verifyPassword(password);
  } catch (error) {
    return rejectWithValue(isHttpError(error) || error instanceof Error ? error.message : "");
  }
});

const open = () => initialLockState(false);

const lockSlice = createSlice({
  name: "lock",
  initialState: open(),
  reducers: {
    /** Idle time ran out, or the operator chose "lock screen" in the header. */
    lockScreen: (state) => {
      state.isLocked = true;
      state.unlockError = null;
    },
    unlocked: open,
  },
  extraReducers: (builder) => {
    builder
      .addCase(unlockWithPassword.pending, (state) => {
        state.unlocking = true;
        state.unlockError = null;
      })
      .addCase(unlockWithPassword.fulfilled, open)
      .addCase(unlockWithPassword.rejected, (state, action) => {
        state.unlocking = false;
        state.unlockError = action.payload ?? action.error.message ?? null;
      })
      // A lock belongs to a session: its end (signing out, from the lock screen too) or a new
      // sign-in lifts it.
      .addCase(sessionCleared, open)
      .addCase(signIn.fulfilled, open)
      .addCase(tokenReceived.fulfilled, open);
  },
});

export const { lockScreen, unlocked } = lockSlice.actions;
export const lockReducer = lockSlice.reducer;

type WithLock = { lock: LockState };
export const selectIsLocked = (state: WithLock) => state.lock.isLocked;
export const selectUnlocking = (state: WithLock) => state.lock.unlocking;
export const selectUnlockError = (state: WithLock) => state.lock.unlockError;

/** Writes the locked flag to storage whenever it changes. */
export function persistLock(
  store: { getState(): WithLock; subscribe(listener: () => void): () => void },
  storage: PrefixedStorage | undefined,
) {
  if (!storage) return;
  let last = store.getState().lock.isLocked;
  store.subscribe(() => {
    const next = store.getState().lock.isLocked;
    if (next === last) return;
    last = next;
    if (next) storage.set(LOCK_STORAGE_KEY, true);
    else storage.remove(LOCK_STORAGE_KEY);
  });
}
