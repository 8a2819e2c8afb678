import { Image, Space, Typography } from "antd";

export interface FeedbackImagesProps {
  urls: string[];
  /** Shown when there is none. */
  emptyText: string;
  size?: number;
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
export function FeedbackImages({ urls, emptyText, size = 72 }: FeedbackImagesProps) {
  if (urls.length === 0) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {/* The same address twice is still two pictures: the key counts repeats of one address. */}
        {withKeys(urls).map(({ url, key, index }) => (
          <Image
            key={key}
            src={url}
            width={size}
            height={size}
            style={{ objectFit: "cover" }}
            alt={`${index + 1}`}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
