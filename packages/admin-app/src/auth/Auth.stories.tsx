import { Button, Space } from "antd";
import { Provider } from "react-redux";
import type { UserInfo } from "../api/auth";
import { createAppStore } from "../store";
import { loadUserInfo } from "../store/authSlice";
import { fakeAuthApi } from "../test/fakeAuthApi";
import { Auth, AuthAll, AuthAny } from "./Auth";

export default { title: "Admin/Auth" };

/** A store already holding a user with `authBtnList`, no server involved. */
function storeWith(authBtnList: string[]) {
  const user: UserInfo = { userName: "demo", photo: "", time: "", roles: ["common"], authBtnList };
  const store = createAppStore({
    authApi: fakeAuthApi({
      signIn: async () => ({ token: "demo" }),
      signOut: async () => {},
      getUserInfo: async () => user,
    }),
    tokenStore: { read: () => "demo", write: () => {}, clear: () => {} },
  });
  void store.dispatch(loadUserInfo());
  return store;
}

function Buttons({ authBtnList }: { authBtnList: string[] }) {
  return (
    <Provider store={storeWith(authBtnList)}>
      <Space>
        <Auth value="btn.add">
          <Button>btn.add</Button>
        </Auth>
        <Auth value="btn.del">
          <Button danger>btn.del</Button>
        </Auth>
        <AuthAny value={["btn.edit", "btn.link"]}>
          <Button>any of btn.edit, btn.link</Button>
        </AuthAny>
        <AuthAll value={["btn.add", "btn.edit"]}>
          <Button>all of btn.add, btn.edit</Button>
        </AuthAll>
      </Space>
    </Provider>
  );
}

export const CommonUser = () => <Buttons authBtnList={["btn.add", "btn.link"]} />;
export const Admin = () => <Buttons authBtnList={["btn.add", "btn.del", "btn.edit", "btn.link"]} />;
export const NoGrants = () => <Buttons authBtnList={[]} />;
