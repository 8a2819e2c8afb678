import { Image, Space, Typography } from "antd";

export interface FeedbackImagesProps {
  urls: string[];
  /** Shown when there is none. */
  emptyText: string;
  size?: number;
  /** Thumbnails drawn at most (a list row has room for a few); the preview still pages through all. */
  max?: number;
}

function withKeys(urls: string[]) {
  const seen = new Map<string, number>();
  return urls.map((url, index) => {
    const repeat = seen.get(url) ?? 0;
    seen.set(url, repeat + 1);
    return { url, index, key: `${url}#${repeat}` };
  });
}

/** The images sent with a feedback item, as thumbnails that open a preview to page through. */
export function FeedbackImages({ urls, emptyText, size = 72, max }: FeedbackImagesProps) {
  if (urls.length === 0) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  const shown = max === undefined ? urls.length : Math.max(1, max);
  const hidden = urls.length - shown;
  return (
    // With `items`, the preview opened from any thumbnail pages through every image, drawn or not.
    <Image.PreviewGroup items={urls}>
      <Space wrap size={size < 48 ? 4 : 8}>
        {/* The same address twice is still two pictures: the key counts repeats of one address. */}
        {withKeys(urls.slice(0, shown)).map(({ url, key, index }) => (
          <Image
            key={key}
            src={url}
            width={size}
            height={size}
            style={{ objectFit: "cover" }}
            alt={`${index + 1}`}
          />
        ))}
        {hidden > 0 && <Typography.Text type="secondary">+{hidden}</Typography.Text>}
      </Space>
    </Image.PreviewGroup>
  );
}
