import { useCallback } from "react";
import { useNavigate } from "react-router";
import { LOGIN_PATH } from "../config";
import { signOut } from "../store/authSlice";
import { useAppDispatch } from "../store/hooks";

/**
 * Signs out and lands on /login: what every sign-out button does (header menu, lock screen, /401,
 * /no-roles). The per-user state goes with the session (see `signOut`).
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Whatever the server answers, this browser is signed out (the thunk never rejects here).
    await dispatch(signOut());
    await navigate(LOGIN_PATH, { replace: true });
  }, [dispatch, navigate]);
}
