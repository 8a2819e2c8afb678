import { Card, Empty, Input, message, Typography } from "antd";
import { type ReactNode, useMemo, useState } from "react";

export interface GalleryIcon {
  name: string;
  icon: ReactNode;
}

export interface IconGalleryProps {
  icons: readonly GalleryIcon[];
  labels: { search: string; empty: string; copied: string; copyFailed: string; count: string };
  /** Writes the name to the clipboard (default: the browser's Clipboard API). */
  copy?: (name: string) => Promise<void>;
}

const browserCopy = (name: string) => navigator.clipboard.writeText(name);

/**
 * A searchable gallery of icons; a click copies the icon's name, the value a menu entry or a tab
 * bar stores. Shows at most 300 at once so that a large set stays quick to filter.
 */
export function IconGallery({ icons, labels, copy = browserCopy }: IconGalleryProps) {
  const [search, setSearch] = useState("");
  const [feedback, holder] = message.useMessage();
  const needle = search.trim().toLowerCase();
  const shown = useMemo(
    () => icons.filter((item) => item.name.toLowerCase().includes(needle)),
    [icons, needle],
  );
  return (
    <div>
      {holder}
      <Input.Search
        aria-label={labels.search}
        placeholder={labels.search}
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 320, marginBottom: 8 }}
      />
      <Typography.Paragraph type="secondary" role="status">
        {labels.count.replace("{{count}}", String(shown.length))}
      </Typography.Paragraph>
      {shown.length === 0 ? (
        <Empty description={labels.empty} />
      ) : (
        <div
          style={{
            display: "grid",
            gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
            gap: 8,
          }}
        >
          {shown.slice(0, 300).map((item) => (
            <Card
              key={item.name}
              size="small"
              hoverable
              role="button"
              tabIndex={0}
              aria-label={item.name}
              style={{ textAlign: "center" }}
              onClick={() => void copyName(item.name)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  void copyName(item.name);
                }
              }}
            >
              <div style={{ fontSize: 24, lineHeight: 1 }}>{item.icon}</div>
              <div style={{ fontSize: 12, marginTop: 6, wordBreak: "break-all" }}>{item.name}</div>
            </Card>
          ))}
        </div>
      )}
    </div>
  );

  async function copyName(name: string) {
    try {
      await copy(name);
      feedback.success(labels.copied.replace("{{name}}", name));
    } catch {
      feedback.error(labels.copyFailed);
    }
  }
}
