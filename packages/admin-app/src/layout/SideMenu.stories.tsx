import { createMemoryRouter, RouterProvider } from "react-router";
import { STATIC_MENU } from "../router/staticMenu";
import { SideMenu } from "./SideMenu";
import { visibleMenu } from "./visibleMenu";

export default { title: "Admin/SideMenu" };

function InRouter({ roles }: { roles: string[] }) {
  const router = createMemoryRouter(
    [{ path: "*", element: <SideMenu entries={visibleMenu(STATIC_MENU, roles)} /> }],
    { initialEntries: ["/system/user"] },
  );
  return (
    <div style={{ width: 220 }}>
      <RouterProvider router={router} />
    </div>
  );
}

export const Admin = () => <InRouter roles={["admin"]} />;
export const CommonUser = () => <InRouter roles={["common"]} />;
