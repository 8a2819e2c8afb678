import { Spin } from "antd";
import { useState } from "react";

/** A menu entry flagged isIframe: the linked page inside the main area, with a spinner until it loads. */
export function IframeView({ src, title }: { src: string; title: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Spin spinning={!loaded}>
      <iframe
        src={src}
        title={title}
        onLoad={() => setLoaded(true)}
        style={{ width: "100%", height: "calc(100vh - 200px)", minHeight: 400, border: 0 }}
        // The embedded site runs scripts of its own, never with this app's origin.
        sandbox="allow-scripts allow-forms allow-popups allow-same-origin"
        referrerPolicy="no-referrer"
      />
    </Spin>
  );
}
