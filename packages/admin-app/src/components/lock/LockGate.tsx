import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useSignOut } from "../../router/useSignOut";
import { selectUser } from "../../store/authSlice";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  lockScreen,
  selectIsLocked,
  selectUnlockError,
  selectUnlocking,
  unlockWithPassword,
} from "../../store/lockSlice";
import { type IdleClock, watchIdle } from "./idleTimer";
import { useInertOutside } from "./useInertOutside";

// The lock screen (antd's Input and Alert) loads when the screen first locks: every signed-in page
// would otherwise carry it. Until it arrives an opaque cover hides the page, which is already inert.
const LockScreen = lazy(() =>
  import("./LockScreen").then((module) => ({ default: module.LockScreen })),
);
const COVER = { position: "fixed", inset: 0, zIndex: 3000, background: "#1f2d3d" } as const;

/**
 * The signed-in pages' lock: locks after the configured idle minutes when the setting is on (or at
 * once through `lockScreen()`), and while locked covers everything with the lock screen.
 */
export function LockGate({ children, clock }: { children: ReactNode; clock?: IdleClock }) {
  const dispatch = useAppDispatch();
  const signOut = useSignOut();
  const locked = useAppSelector(selectIsLocked);
  const enabled = useAppSelector((state) => state.settings.isLockScreen);
  const minutes = useAppSelector((state) => state.settings.lockScreenTime);
  const user = useAppSelector(selectUser);
  const unlocking = useAppSelector(selectUnlocking);
  const error = useAppSelector(selectUnlockError);
  const [host] = useState(() => document.createElement("div"));

  useEffect(() => {
    if (!enabled || locked || !(minutes > 0)) return;
    return watchIdle({ timeoutMs: minutes * 60_000, onIdle: () => dispatch(lockScreen()), clock });
  }, [enabled, minutes, locked, clock, dispatch]);

  useEffect(() => {
    if (!locked) return;
    document.body.appendChild(host);
    return () => host.remove();
  }, [locked, host]);
  useInertOutside(host, locked);

  return (
    <>
      {children}
      {locked
        ? createPortal(
            <Suspense fallback={<div data-lock-cover style={COVER} />}>
              <LockScreen
                userName={user?.userName ?? ""}
                unlocking={unlocking}
                error={error}
                onUnlock={(password) => void dispatch(unlockWithPassword(password))}
                onSignOut={signOut}
              />
            </Suspense>,
            host,
          )
        : null}
    </>
  );
}
