import type { ComponentType } from "react";

/**
 * A route's `lazy` that loads its page together with antd's locale and theme (AntdLook), both
 * downloads in parallel, and renders the page inside it. Every route but /login uses this, so the
 * sign-in page's first load does not pay for antd's core; a parent route's AntdLook covers its
 * children.
 */
export function withAntdLook(loadComponent: () => Promise<ComponentType>) {
  return async () => {
    const [{ AntdLook }, Page] = await Promise.all([
      import("../components/AntdLook"),
      loadComponent(),
    ]);
    return {
      element: (
        <AntdLook>
          <Page />
        </AntdLook>
      ),
    };
  };
}
