import { createMemoryRouter, RouterProvider } from "react-router";
import { storage } from "../../utils/storage";
import { VersionPrompt } from "./VersionPrompt";
import { VERSION_KEY } from "./versionCheck";

export default { title: "Admin/VersionPrompt" };

/** Stores an older version first, so the prompt shows; confirming here only logs. */
export const StaleVersion = () => {
  storage.set(VERSION_KEY, "2.4.0");
  const router = createMemoryRouter(
    [{ path: "*", element: <VersionPrompt reload={() => console.info("reload")} /> }],
    { initialEntries: ["/home"] },
  );
  return <RouterProvider router={router} />;
};
