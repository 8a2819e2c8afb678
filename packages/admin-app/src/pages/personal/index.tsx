import { useContext, useMemo } from "react";
import { ReactReduxContext } from "react-redux";
import { useSearchParams } from "react-router";
import { createPersonalApi } from "../../api/personal";
import { useModuleHttp } from "../../components/module/ModuleHttpContext";
import type { AppStore } from "../../store";
import { loadUserInfo } from "../../store/authSlice";
import { PersonalCentre } from "./PersonalCentre";

/** The view of menu component "personal/index" (route /personal). */
export default function PersonalPage() {
  const http = useModuleHttp();
  const api = useMemo(() => createPersonalApi(http), [http]);
  // Read without useDispatch so the page also renders outside the app's store (stories).
  const store = useContext(ReactReduxContext)?.store as AppStore | undefined;
  // The sign-in page's QR code opens /personal?qrId=… on the phone that scans it.
  const [search] = useSearchParams();
  return (
    <PersonalCentre
      api={api}
      scannedCode={search.get("qrId") ?? undefined}
      onAvatarChanged={() => {
        // The signed-in user in the store carries the photo the layout shows.
        void store?.dispatch(loadUserInfo());
      }}
    />
  );
}
