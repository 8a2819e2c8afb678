import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { storage } from "../../utils/storage";
import { needsUpgradePrompt, VERSION_KEY } from "./versionCheck";

// The prompt (antd's Modal and the app's antd look) loads only once it is due, so /login and a
// browser already on this version download none of it.
const LazyVersionPrompt = lazy(async () => {
  const [{ AntdLook }, { VersionPrompt }] = await Promise.all([
    import("../AntdLook"),
    import("./VersionPrompt"),
  ]);
  return {
    default: () => (
      <AntdLook>
        <VersionPrompt />
      </AntdLook>
    ),
  };
});

/**
 * The version prompt on every page but /login (public and signed-in alike), mounted by the root
 * route. Once due it stays mounted, so "later" is remembered while the operator moves around.
 */
export function AppVersionPrompt() {
  const { pathname } = useLocation();
  const due = needsUpgradePrompt(storage.get(VERSION_KEY), pathname);
  const [wanted, setWanted] = useState(due);
  if (due && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyVersionPrompt />
    </Suspense>
  ) : null;
}
