import { describe, expect, it } from "vitest";
import { fakeAuthApi } from "../test/fakeAuthApi";
import { createPrefixedStorage } from "../utils/storage";
import { sessionCleared, signOut } from "./authSlice";
import { createAppStore } from "./index";
import { lockScreen } from "./lockSlice";
import { selectTags, TAGS_STORAGE_KEY, type TagView, tagVisited } from "./tagsSlice";

/** A Storage in memory, standing in for the tab's sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const userTag: TagView = {
  path: "/system/user",
  title: "router.systemUser",
  query: {},
  params: {},
  isAffix: false,
  isKeepAlive: true,
};

/** A signed-in store with an open tag, saved in the tab's storage as the layout saves it. */
function signedInWithTags(signOutCall: () => Promise<void> = async () => {}) {
  const backend = memoryStorage();
  const tabStorage = createPrefixedStorage(() => backend);
  let token: string | null = "kept";
  const store = createAppStore({
    authApi: fakeAuthApi({ signOut: signOutCall }),
    tokenStore: {
      read: () => token,
      write: (next) => {
        token = next;
      },
      clear: () => {
        token = null;
      },
    },
    tabStorage,
  });
  store.dispatch(tagVisited(userTag));
  tabStorage.set(TAGS_STORAGE_KEY, [userTag]);
  return { store, tabStorage, token: () => token };
}

type Store = ReturnType<typeof signedInWithTags>["store"];
const offline = async () => {
  throw new Error("offline");
};

describe("the end of a session", () => {
  it.each([
    { how: "signing out", server: undefined, end: (store: Store) => store.dispatch(signOut()) },
    {
      how: "signing out while the server cannot be reached",
      server: offline,
      end: (store: Store) => store.dispatch(signOut()),
    },
    {
      how: "the server ending it (401)",
      server: undefined,
      end: (store: Store) => store.dispatch(sessionCleared()),
    },
  ])("forgets the open tags and the lock after $how", async ({ server, end }) => {
    const { store, tabStorage } = signedInWithTags(server);
    store.dispatch(lockScreen());
    await end(store);
    expect(selectTags(store.getState())).toEqual([]);
    expect(tabStorage.get(TAGS_STORAGE_KEY)).toBeUndefined();
    expect(store.getState().lock.isLocked).toBe(false);
    expect(store.getState().auth.token).toBeNull();
  });

  it("forgets tags stored by an earlier session when the app starts without one", () => {
    const backend = memoryStorage();
    const tabStorage = createPrefixedStorage(() => backend);
    tabStorage.set(TAGS_STORAGE_KEY, [userTag]);
    const tokenStore = (token: string | null) => ({
      read: () => token,
      write: () => {},
      clear: () => {},
    });
    createAppStore({ authApi: fakeAuthApi({}), tokenStore: tokenStore("kept"), tabStorage });
    expect(tabStorage.get(TAGS_STORAGE_KEY)).toEqual([userTag]); // A reload keeps them.
    createAppStore({ authApi: fakeAuthApi({}), tokenStore: tokenStore(null), tabStorage });
    expect(tabStorage.get(TAGS_STORAGE_KEY)).toBeUndefined();
  });
});
