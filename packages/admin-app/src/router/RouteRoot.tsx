import { Outlet, useNavigation } from "react-router";
import { RouteLoadingOverlay } from "../components/RouteLoadingOverlay";
import { AppVersionPrompt } from "../components/version/AppVersionPrompt";
import { selectIsSignedIn, selectUser } from "../store/authSlice";
import { useAppSelector } from "../store/hooks";

/**
 * The root route's element. While a signed-in session's first navigation loads the user, the
 * menu and the page (right after sign-in, or a reload), the page is covered by the loading
 * overlay instead of sitting on the previous screen with nothing happening. The version prompt
 * sits here too, so it reaches every page but /login.
 */
export function RouteRoot() {
  const loading = useNavigation().state === "loading";
  const signedIn = useAppSelector(selectIsSignedIn);
  const userKnown = useAppSelector(selectUser) !== null;
  return (
    <>
      <Outlet />
      <AppVersionPrompt />
      {loading && signedIn && !userKnown ? <RouteLoadingOverlay /> : null}
    </>
  );
}
