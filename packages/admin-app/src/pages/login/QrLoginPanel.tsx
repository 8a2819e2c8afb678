import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { QrStatus, QrTicket } from "../../api/auth";
import { QrCode } from "./QrCode";
import { startQrPolling } from "./qrPolling";

export interface QrLoginPanelProps {
  createTicket(): Promise<QrTicket>;
  check(qrId: string): Promise<QrStatus>;
  /** The code was confirmed: keep the token and move on. */
  onToken(token: string): void | Promise<void>;
  /** What the code encodes; the personal centre accepts a link carrying `qrId=`. */
  payloadFor?(qrId: string): string;
  intervalMs?: number;
}

type PanelState =
  | { kind: "loading" }
  | { kind: "showing"; ticket: QrTicket }
  | { kind: "expired" }
  | { kind: "failed"; message: string };

export const personalCentreLink = (qrId: string) =>
  `${window.location.origin}/personal?qrId=${encodeURIComponent(qrId)}`;

/**
 * The QR sign-in tab: shows a fresh code, polls it while this tab is open (the panel only exists
 * while its tab is selected), and offers a new code once it expires or could not be created.
 */
export function QrLoginPanel({
  createTicket,
  check,
  onToken,
  payloadFor = personalCentreLink,
  intervalMs,
}: QrLoginPanelProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<PanelState>({ kind: "loading" });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((n) => n + 1), []);

  // Each round creates a code; leaving the tab (unmount) or refreshing abandons the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` exists to restart this effect.
  useEffect(() => {
    let active = true;
    let stop = () => {};
    setState({ kind: "loading" });
    createTicket().then(
      (ticket) => {
        if (!active) return;
        setState({ kind: "showing", ticket });
        stop = startQrPolling({
          qrId: ticket.qrId,
          check,
          intervalMs,
          onToken: (token) => void onToken(token),
          onExpired: () => setState({ kind: "expired" }),
        });
      },
      (error: unknown) => {
        if (active) setState({ kind: "failed", message: (error as Error).message });
      },
    );
    return () => {
      active = false;
      stop();
    };
  }, [round, createTicket, check, onToken, intervalMs]);

  return (
    <div style={panelStyle}>
      {state.kind === "showing" ? (
        <QrCode value={payloadFor(state.ticket.qrId)} label={t("login.qrImage")} />
      ) : (
        <div style={placeholderStyle} aria-hidden="true" />
      )}
      <div role="status" style={{ minHeight: 22, color: "#606266", textAlign: "center" }}>
        {state.kind === "loading" ? t("common.loading") : null}
        {state.kind === "showing" ? t("login.qrHint") : null}
        {state.kind === "expired" ? t("login.qrExpired") : null}
        {state.kind === "failed" ? state.message : null}
      </div>
      {state.kind === "expired" || state.kind === "failed" ? (
        <button type="button" onClick={refresh} style={refreshStyle}>
          {t("login.qrRefresh")}
        </button>
      ) : null}
    </div>
  );
}

const panelStyle = {
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: 12,
} as const;
const placeholderStyle = { width: 200, height: 200, background: "#f5f7fa" } as const;
const refreshStyle = {
  padding: "6px 16px",
  border: "1px solid #409eff",
  borderRadius: 4,
  background: "#fff",
  color: "#1d6fce",
  cursor: "pointer",
  fontSize: 14,
} as const;
