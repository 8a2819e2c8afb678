import { createContext, type ReactNode, useCallback, useContext } from "react";
import { useRevalidator } from "react-router";

type Reload = () => Promise<void>;

const RoutesReloadContext = createContext<Reload | null>(null);

/**
 * Gives signed-in pages a way to rebuild the user's routes and side menu in place: `reloadMenu`
 * tells the server and forgets the menu held, then the signed-in loader asks for it again and the
 * layout, the guard and the route discovery follow the new answer.
 */
export function RoutesReloadProvider({
  reloadMenu,
  children,
}: {
  reloadMenu: Reload;
  children: ReactNode;
}) {
  const { revalidate } = useRevalidator();
  const reload = useCallback(async () => {
    await reloadMenu();
    await revalidate();
  }, [reloadMenu, revalidate]);
  return <RoutesReloadContext.Provider value={reload}>{children}</RoutesReloadContext.Provider>;
}

/** Rebuilds the routes and side menu from the current menu (a no-op outside the signed-in pages). */
export function useReloadRoutes(): Reload {
  return useContext(RoutesReloadContext) ?? noReload;
}

const noReload: Reload = async () => {};
