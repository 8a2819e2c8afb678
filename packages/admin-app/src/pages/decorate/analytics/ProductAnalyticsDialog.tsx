import { Alert, Button, Modal, Space, Spin } from "antd";
import { useEffect, useState } from "react";
import type { HttpClient } from "../../../api/http";
import { AnalyticsRangePicker } from "./AnalyticsRangePicker";
import { type DayRange, fetchProductAnalytics, type ProductAnalyticsData } from "./analyticsApi";
import { useAnalyticsTranslation } from "./analyticsTexts";
import { ProductAnalyticsPanel } from "./ProductAnalyticsPanel";

export interface ProductAnalyticsDialogProps {
  product: { id: number; name: string };
  http: HttpClient;
  onClose(): void;
}

/**
 * A product's analytics in a dialog, opened from the goods list: the last 30 days first, any
 * range of up to a year from the picker (the server refuses longer ones and says why).
 */
export function ProductAnalyticsDialog({ product, http, onClose }: ProductAnalyticsDialogProps) {
  const { t } = useAnalyticsTranslation();
  const [range, setRange] = useState<DayRange>({});
  const [data, setData] = useState<ProductAnalyticsData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    // The retry button asks again for the same range.
    void attempt;
    fetchProductAnalytics(http, product.id, range).then(
      (answer) => current && setData(answer),
      (failure: unknown) =>
        current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [http, product.id, range, attempt]);

  return (
    <Modal
      open
      title={t("productAnalytics.titleOf", { name: product.name })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      <Space orientation="vertical" size={16} style={{ width: "100%" }}>
        <AnalyticsRangePicker shown={data} onChange={setRange} />
        {error ? (
          <Alert
            type="error"
            showIcon
            title={t("pageAnalytics.loadFailed")}
            description={error}
            action={
              <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
                {t("pageAnalytics.retry")}
              </Button>
            }
          />
        ) : null}
        {data ? <ProductAnalyticsPanel data={data} /> : error ? null : <Spin />}
      </Space>
    </Modal>
  );
}
