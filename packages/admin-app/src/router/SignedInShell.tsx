import { LockGate } from "../components/lock/LockGate";
import { SignedInLayout } from "../layout/SignedInLayout";
import { useSiteSettingsSync } from "../layout/settings/useSiteSettingsSync";
import { AfterSaleListener } from "../pages/order/afterSale/AfterSaleListener";
import { SosListener } from "../realtime/SosListener";
import { RoutesReloadProvider } from "./routesReload";
import { useRouteTitles } from "./useRouteTitles";

/**
 * Every signed-in page: the layout under the idle lock, with the route titles of the whole table
 * available to the menu, breadcrumb, tags and page title, and a way to reload the routes (the menu
 * screen uses it after changing the menu). New SOS alarms show as notifications on every page.
 */
export function SignedInShell({ reloadMenu }: { reloadMenu: () => Promise<void> }) {
  useRouteTitles();
  useSiteSettingsSync();
  return (
    <RoutesReloadProvider reloadMenu={reloadMenu}>
      <SosListener />
      <AfterSaleListener />
      <LockGate>
        <SignedInLayout />
      </LockGate>
    </RoutesReloadProvider>
  );
}
