import { Alert, Button, Space, Spin } from "antd";
import { useState } from "react";
import { useIframeTranslation } from "./iframeTexts";
import { useSiteReachable } from "./useSiteReachable";

/**
 * A menu entry flagged isIframe: the linked page inside the main area, with a spinner until it
 * loads. When its site cannot be reached (no network, the site down) a message says so, with a
 * retry and the page in a new window, instead of the browser's broken frame.
 */
export function IframeView({ src, title }: { src: string; title: string }) {
  const { t } = useIframeTranslation();
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [forced, setForced] = useState(false);
  const reachable = useSiteReachable(src, attempt);

  if (reachable === "unreachable" && !forced) {
    let site = src;
    try {
      site = new URL(src, window.location.href).host;
    } catch {
      // The address as given.
    }
    return (
      <Alert
        type="warning"
        showIcon
        title={t("iframeView.offlineTitle")}
        description={
          <Space orientation="vertical">
            <span>{t("iframeView.offlineText", { site })}</span>
            <Space wrap>
              <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
                {t("iframeView.retry")}
              </Button>
              <Button href={src} target="_blank" rel="noreferrer">
                {t("iframeView.openNew")}
              </Button>
              <Button onClick={() => setForced(true)}>{t("iframeView.showAnyway")}</Button>
            </Space>
          </Space>
        }
      />
    );
  }
  return (
    <Spin spinning={!loaded}>
      {reachable !== "checking" || forced ? (
        <iframe
          src={src}
          title={title}
          onLoad={() => setLoaded(true)}
          style={{ width: "100%", height: "calc(100vh - 200px)", minHeight: 400, border: 0 }}
          // The embedded site runs scripts of its own, never with this app's origin.
          sandbox="allow-scripts allow-forms allow-popups allow-same-origin"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div style={{ minHeight: 400 }} />
      )}
    </Spin>
  );
}
