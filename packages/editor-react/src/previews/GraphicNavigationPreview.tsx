import { cssUrl, Linked, PreviewImage, records } from "./preview-parts";
import { previewText } from "./preview-text";
import { num, type PreviewProps, str } from "./preview-types";

/**
 * Graphic navigation: showSize (5-11) items across the phone; imgStyle 0 ("fixed") wraps them onto
 * more rows, any other value ("sliding") keeps one row that scrolls sideways. navigationType 1
 * draws the texts only. Without items it draws five demo entries, as the original did.
 */
export function GraphicNavigationPreview({ props, locale }: PreviewProps) {
  const perScreen = Math.min(11, Math.max(5, Math.round(num(props.showSize, 5))));
  const sliding = num(props.imgStyle, 0) !== 0 && props.imgStyle !== "0";
  const textOnly = props.navigationType === 1 || props.navigationType === "1";
  const radius = Math.min(50, Math.max(0, num(props.borderRadius, 0)));
  const textSize = num(props.textSize, 12);
  const textHeight = Math.min(50, Math.max(24, num(props.textHeight, 35)));
  const listed = records(props.imageList);
  const items: Record<string, unknown>[] = listed.length
    ? listed
    : Array.from({ length: 5 }, () => ({ src: "", text: previewText("navItem", locale) }));
  const background = cssUrl(props.bgImg);
  return (
    <div
      data-navigation={sliding ? "sliding" : "fixed"}
      style={{
        display: "flex",
        flexWrap: sliding ? "nowrap" : "wrap",
        overflowX: sliding ? "auto" : "hidden",
        padding: "8px 0",
        backgroundColor: str(props.backgroundColor, "#fff"),
        backgroundImage: background,
        backgroundSize: "cover",
        backgroundPosition: "center",
      }}
    >
      {items.map((item, index) => (
        <Linked
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the order is their identity
          key={index}
          http={item.http}
          label={str(item.text) || undefined}
          style={{
            flex: `0 0 ${100 / perScreen}%`,
            boxSizing: "border-box",
            padding: "0 2px",
            textAlign: "center",
          }}
        >
          {!textOnly && (
            <PreviewImage
              src={item.src}
              alt={str(item.text)}
              style={{
                width: 44,
                height: 44,
                margin: "0 auto",
                borderRadius: radius,
                overflow: "hidden",
              }}
            />
          )}
          <div
            style={{
              height: textHeight,
              lineHeight: `${textHeight}px`,
              fontSize: textSize,
              color: str(props.textColor, "#323233"),
              overflow: "hidden",
              whiteSpace: "nowrap",
              textOverflow: "ellipsis",
            }}
          >
            {str(item.text)}
          </div>
        </Linked>
      ))}
    </div>
  );
}
