import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { UserInfo } from "../api/auth";
import { createAppStore } from "../store";
import { loadUserInfo } from "../store/authSlice";
import { fakeAuthApi } from "../test/fakeAuthApi";
import { renderWithProviders } from "../test/renderWithProviders";
import { Auth, AuthAll, AuthAny } from "./Auth";

/** A store whose signed-in user holds `authBtnList`, loaded the way the app loads it. */
async function storeWith(authBtnList: string[]) {
  const user: UserInfo = { userName: "test", photo: "", time: "", roles: ["common"], authBtnList };
  const store = createAppStore({
    authApi: fakeAuthApi({
      signIn: vi.fn(),
      signOut: vi.fn(),
      getUserInfo: vi.fn(async () => user),
    }),
    tokenStore: { read: () => "token", write: () => {}, clear: () => {} },
  });
  await store.dispatch(loadUserInfo());
  return store;
}

function Buttons() {
  return (
    <>
      <Auth value="btn.add">
        <button type="button">add</button>
      </Auth>
      <Auth value="btn.del">
        <button type="button">delete</button>
      </Auth>
      <AuthAny value={["btn.del", "btn.link"]}>
        <button type="button">any</button>
      </AuthAny>
      <AuthAll value={["btn.add", "btn.edit"]}>
        <button type="button">all</button>
      </AuthAll>
    </>
  );
}

describe("button permission components", () => {
  it("render only what the common user's grants allow", async () => {
    renderWithProviders(<Buttons />, { store: await storeWith(["btn.add", "btn.link"]) });
    expect(screen.getByRole("button", { name: "add" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "any" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "all" })).toBeNull();
  });

  it("render everything for the admin's four grants", async () => {
    const store = await storeWith(["btn.add", "btn.del", "btn.edit", "btn.link"]);
    renderWithProviders(<Buttons />, { store });
    for (const name of ["add", "delete", "any", "all"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
  });

  it("leave a single-check element alone when the user has no grants at all", async () => {
    renderWithProviders(<Buttons />, { store: await storeWith([]) });
    expect(screen.getByRole("button", { name: "delete" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "any" })).toBeNull();
  });
});
