import { Button, message, Tabs, Typography } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  ModuleListPage,
  type ModulePageDeclaration,
  type ModuleRow,
  useModuleHttp,
} from "../../../components/module";
import { registerTexts } from "../../../components/module/moduleTexts";
import { useGrantedButtons } from "../../../components/module/useGrantedButtons";
import { currentLanguage } from "../../../i18n";
import { yuan } from "../orderTypes";
import { refundTexts } from "./refundTexts";

type Tab = "all" | "due";
const COLUMNS = [
  "orderNo",
  "refundNo",
  "kind",
  "amountCents",
  "state",
  "error",
  "reason",
  "actor",
  "providerRefundId",
  "createdAt",
];
/** What the 需退款 tab lists: due and not tried yet, or refused by the provider. */
const DUE = { state: ["pending", "failed"] };
/** The refunds the server retries itself (orders/refunds-routes.ts); an operator's they make again. */
const RETRYABLE = new Set(["payment", "group"]);

const registered = new WeakSet<object>();

function useRefundTranslation() {
  const translation = useTranslation();
  if (!registered.has(translation.i18n)) {
    registerTexts(translation.i18n, refundTexts);
    registered.add(translation.i18n);
  }
  return translation;
}

/**
 * 退款记录: every refund (whole order, per line, failed group, a payment given back) with its
 * state, filtered by state, kind, time and order number, and exported; the 需退款 tab lists the
 * due and failed ones with 重试退款 for those the server may retry. The retry button follows the
 * operator's grant (order:refund:retry); the server checks it again.
 */
export default function RefundListPage() {
  const { t, i18n } = useRefundTranslation();
  const language = currentLanguage(i18n);
  const http = useModuleHttp();
  const granted = useGrantedButtons();
  const canRetry = granted.length === 0 || granted.includes("order:refund:retry");
  const [notice, noticeHolder] = message.useMessage();
  const [tab, setTab] = useState<Tab>("all");
  const [version, setVersion] = useState(0);
  const [retrying, setRetrying] = useState<number | null>(null);

  const retry = useCallback(
    async (row: ModuleRow) => {
      setRetrying(row.id);
      try {
        await http.post("/orderRefund/retry", { id: row.id });
        notice.success(t("refundArea.retried"));
        setVersion((v) => v + 1);
      } catch {
        // The client has shown why (the provider's message).
        setVersion((v) => v + 1);
      } finally {
        setRetrying(null);
      }
    },
    [http, notice, t],
  );

  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      columns: COLUMNS,
      filters: tab === "all" ? ["orderNo", "state", "kind", "createdAt"] : ["orderNo", "kind"],
      fixedFilters: tab === "due" ? DUE : {},
      cells: {
        amountCents: (value) => yuan(value),
        // The provider's refusal, stored once and answered in every language.
        error: (value) =>
          value ? (
            <Typography.Text type="danger">
              {(value as Record<string, string>)[language]}
            </Typography.Text>
          ) : null,
      },
      rowActions: (row) =>
        canRetry && row.state !== "succeeded" && RETRYABLE.has(String(row.kind)) ? (
          <Button type="link" size="small" loading={retrying === row.id} onClick={() => retry(row)}>
            {t("refundArea.retry")}
          </Button>
        ) : null,
    }),
    [tab, language, canRetry, retrying, retry, t],
  );

  return (
    <>
      {noticeHolder}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          { key: "all", label: t("refundArea.tabAll") },
          { key: "due", label: t("refundArea.tabDue") },
        ]}
      />
      <ModuleListPage key={`${tab}-${version}`} module="orderRefund" declaration={declaration} />
    </>
  );
}
