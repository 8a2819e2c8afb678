import { Card, Typography } from "antd";
import type { ReactNode } from "react";
import { useRouteTitle } from "../../router/useRouteTitle";

/** The frame every demo page shares: the route's title, one line saying what it shows, the demo. */
export function DemoPage({ intro, children }: { intro: string; children: ReactNode }) {
  const title = useRouteTitle();
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {children}
    </Card>
  );
}
