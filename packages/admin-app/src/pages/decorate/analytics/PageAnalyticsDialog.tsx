import { Alert, Button, Modal, Space, Spin } from "antd";
import { useEffect, useState } from "react";
import type { HttpClient } from "../../../api/http";
import { AnalyticsRangePicker } from "./AnalyticsRangePicker";
import { type DayRange, fetchPageAnalytics, type PageAnalyticsData } from "./analyticsApi";
import { useAnalyticsTranslation } from "./analyticsTexts";
import { PageAnalyticsPanel } from "./PageAnalyticsPanel";

export interface PageAnalyticsDialogProps {
  page: { id: number; name: string };
  http: HttpClient;
  onClose(): void;
}

/**
 * A page's analytics in a dialog, opened from the page list: the last 30 days first, any range
 * of up to a year from the picker (the server refuses longer ones and says why).
 */
export function PageAnalyticsDialog({ page, http, onClose }: PageAnalyticsDialogProps) {
  const { t } = useAnalyticsTranslation();
  const [range, setRange] = useState<DayRange>({});
  const [data, setData] = useState<PageAnalyticsData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    // The retry button asks again for the same range.
    void attempt;
    fetchPageAnalytics(http, page.id, range).then(
      (answer) => current && setData(answer),
      (failure: unknown) =>
        current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [http, page.id, range, attempt]);

  return (
    <Modal
      open
      title={t("pageAnalytics.titleOf", { name: page.name })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={760}
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
        {data ? <PageAnalyticsPanel data={data} /> : error ? null : <Spin />}
      </Space>
    </Modal>
  );
}
