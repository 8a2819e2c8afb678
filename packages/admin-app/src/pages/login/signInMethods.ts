import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import type { MobileCredentials, QrStatus, QrTicket } from "../../api/auth";
import type { RootState, StoreDependencies } from "../../store";
import { tokenReceived } from "../../store/authSlice";

/**
 * The mobile and QR tabs' calls, as thunks so they reach the server through the store's injected
 * auth API like every other session call. Failures reject with the server's message; the tabs show it.
 */
type Thunk<R> = ThunkAction<R, RootState, StoreDependencies, UnknownAction>;

/** Resolves to the seconds until another code may be requested. */
export const requestSignInCode =
  (mobile: string): Thunk<Promise<number>> =>
  async (_dispatch, _state, { authApi }) =>
    (await authApi.sendSignInCode(mobile)).resendIn;

export const signInByMobile =
  (credentials: MobileCredentials): Thunk<Promise<void>> =>
  async (dispatch, _state, { authApi }) => {
    const { token } = await authApi.signInByMobile(credentials);
    await dispatch(tokenReceived(token));
  };

export const createQrLogin =
  (): Thunk<Promise<QrTicket>> =>
  (_dispatch, _state, { authApi }) =>
    authApi.createQrLogin();

export const checkQrLogin =
  (qrId: string): Thunk<Promise<QrStatus>> =>
  (_dispatch, _state, { authApi }) =>
    authApi.qrLoginStatus(qrId);
