import { describe, expect, it, vi } from "vitest";
import { HttpError } from "../api/HttpError";
import { fakeAuthApi } from "../test/fakeAuthApi";
import { createPrefixedStorage } from "../utils/storage";
import { sessionCleared, signOut } from "./authSlice";
import { createAppStore } from "./index";
import {
  LOCK_STORAGE_KEY,
  lockScreen,
  selectIsLocked,
  selectUnlockError,
  unlocked,
  unlockWithPassword,
} from "./lockSlice";

function memoryStorage() {
  const data = new Map<string, string>();
  const backend = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
  } as Storage;
  return createPrefixedStorage(() => backend);
}

function setup(verifyPassword = vi.fn(async () => {}), storage = memoryStorage()) {
  const store = createAppStore({
    authApi: fakeAuthApi({ verifyPassword, signOut: async () => {} }),
    tokenStore: { read: () => "token", write: () => {}, clear: () => {} },
    settingsStorage: storage,
  });
  return { store, storage, verifyPassword };
}

describe("lock slice", () => {
  it("locks and unlocks, and remembers the lock in vitrine:isLocked", () => {
    const { store, storage } = setup();
    expect(selectIsLocked(store.getState())).toBe(false);
    store.dispatch(lockScreen());
    expect(selectIsLocked(store.getState())).toBe(true);
    expect(storage.get(LOCK_STORAGE_KEY)).toBe(true);
    store.dispatch(unlocked());
    expect(selectIsLocked(store.getState())).toBe(false);
    expect(storage.get(LOCK_STORAGE_KEY)).toBeUndefined();
  });

  it("starts locked after a reload of a locked screen", () => {
    const storage = memoryStorage();
    storage.set(LOCK_STORAGE_KEY, true);
    expect(selectIsLocked(setup(undefined, storage).store.getState())).toBe(true);
    storage.set(LOCK_STORAGE_KEY, "yes");
    expect(selectIsLocked(setup(undefined, storage).store.getState())).toBe(false);
  });

  it("unlocks only when the server accepts the password", async () => {
    const verifyPassword = vi
      .fn()
      .mockRejectedValueOnce(new HttpError("business", "密码错误", { code: 1 }))
      .mockResolvedValueOnce(undefined);
    const { store } = setup(verifyPassword);
    store.dispatch(lockScreen());
    await store.dispatch(unlockWithPassword("wrong"));
    expect(selectIsLocked(store.getState())).toBe(true);
    expect(selectUnlockError(store.getState())).toBe("密码错误");
    await store.dispatch(unlockWithPassword("right"));
    expect(verifyPassword).toHaveBeenLastCalledWith("right");
    expect(selectIsLocked(store.getState())).toBe(false);
    expect(selectUnlockError(store.getState())).toBeNull();
  });

  it("is lifted when the session ends, so the next sign-in starts unlocked", async () => {
    const { store, storage } = setup();
    store.dispatch(lockScreen());
    await store.dispatch(signOut());
    expect(selectIsLocked(store.getState())).toBe(false);
    expect(storage.get(LOCK_STORAGE_KEY)).toBeUndefined();
    store.dispatch(lockScreen());
    store.dispatch(sessionCleared());
    expect(selectIsLocked(store.getState())).toBe(false);
  });
});
