import type { MediaRecord } from "@vitrine/media-uploader";
import { Alert, Empty, Image, Spin, Typography } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The page's overview of the library: how many items it holds and the latest ones as tiles, so
 * /media shows the library itself before the full dialog is opened.
 */
export function RecentMedia({
  items,
  total,
  loading,
  error,
}: {
  items: readonly MediaRecord[];
  total: number | null;
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  if (error)
    return <Alert type="error" showIcon title={t("mediaPage.loadFailed")} description={error} />;
  if (loading && total === null) return <Spin />;
  if (!items.length) return <Empty description={t("mediaPage.empty")} />;
  return (
    <section aria-label={t("mediaPage.recent")}>
      <Typography.Paragraph type="secondary">
        {t("mediaPage.total", { count: total ?? items.length })}
      </Typography.Paragraph>
      <ul style={grid}>
        {items.map((item) => (
          <li key={item.id} style={tile} title={item.fileName}>
            {item.type === "video" ? (
              <video
                src={item.url}
                style={thumb}
                muted
                preload="metadata"
                aria-label={item.fileName}
              />
            ) : (
              <Image
                src={item.url}
                alt={item.fileName}
                width="100%"
                height={96}
                style={{ objectFit: "cover" }}
              />
            )}
            <Typography.Text ellipsis style={{ fontSize: 12, maxWidth: "100%" }}>
              {item.fileName}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

const grid = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
  gap: 12,
} as const;
const tile = { display: "grid", gap: 4, minWidth: 0 } as const;
const thumb = { width: "100%", height: 96, objectFit: "cover", background: "#000" } as const;
