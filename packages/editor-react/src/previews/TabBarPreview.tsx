import { EmptyBlock, TabBarGlyph } from "./EmptyBlock";
import { Linked, records } from "./preview-parts";
import { previewText } from "./preview-text";
import { num, type PreviewProps, str } from "./preview-types";
import { useRenderSurface } from "./render-surface";
import { SHOP_BLUE } from "./shop-blue";
import { SHOP_RED } from "./shop-red";
import { TAB_ICON_SIZE, TabIcon } from "./tab-icon";

const BAR_HEIGHT = 50;

/**
 * Bottom tab bar: up to 5 items, the one at `Highlight` in the active colour with its selected
 * image (`iconPic`), the others in the inactive colour with their unselected image (`inactive`);
 * without images the icon named by `iconName`. A red dot marks items with `isDot`. On pages
 * shoppers see the bar is fixed at the bottom of the phone, a spacer keeping the page's end visible.
 */
export function TabBarPreview({ props, locale }: PreviewProps) {
  const surface = useRenderSurface();
  const items = records(props.iconList).slice(0, 5);
  const fixed = surface !== "editor";
  if (items.length === 0) {
    // No items: a designed placeholder of the bar's height on the canvas; a shopper's page gets
    // neither a bar nor the spacer kept for it.
    if (fixed) return null;
    return (
      <EmptyBlock
        kind="tabBar"
        height={BAR_HEIGHT - 8}
        icon={<TabBarGlyph />}
        text={previewText("tabBarEmpty", locale)}
      />
    );
  }
  // A draft may highlight item 5 of 4 while its field shows the error (the definition's own rule,
  // beyond the field's 0-4): the last item is drawn highlighted, as every out-of-range number is
  // drawn at its limit (issue 34), never a bar with none.
  const highlight = Math.min(items.length - 1, Math.round(num(Number(props.Highlight), 0)));
  const activeColor = str(props.activeColor, SHOP_BLUE);
  const inactiveColor = str(props.inactiveColor, "#646566");
  const bar = (
    <nav
      style={{
        display: "flex",
        height: BAR_HEIGHT,
        background: "#fff",
        borderTop: props.isShowBorder === false ? undefined : "1px solid #ebedf0",
        boxSizing: "border-box",
        ...(fixed
          ? {
              position: "fixed",
              bottom: 0,
              left: 0,
              right: 0,
              maxWidth: 750,
              margin: "0 auto",
              zIndex: 20,
            }
          : {}),
      }}
    >
      {items.map((item, index) => {
        const active = index === highlight;
        const image = str(active ? item.iconPic : item.inactive).trim();
        return (
          <Linked
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the order is their identity
            key={index}
            http={item.http}
            style={{
              flex: 1,
              display: "flex",
              flexDirection: "column",
              alignItems: "center",
              justifyContent: "center",
              color: active ? activeColor : inactiveColor,
              fontSize: 12,
            }}
          >
            <span
              data-tab-active={active ? "" : undefined}
              style={{ position: "relative", display: "flex", height: 22 }}
            >
              {image ? (
                <img
                  src={image}
                  alt=""
                  width={TAB_ICON_SIZE}
                  height={TAB_ICON_SIZE}
                  style={{ width: TAB_ICON_SIZE, height: TAB_ICON_SIZE }}
                />
              ) : (
                <TabIcon name={item.iconName} />
              )}
              {item.isDot === true && (
                <span
                  data-tab-dot=""
                  style={{
                    position: "absolute",
                    top: 0,
                    right: -4,
                    width: 8,
                    height: 8,
                    borderRadius: "50%",
                    background: SHOP_RED,
                  }}
                />
              )}
            </span>
            <span style={{ marginTop: 2 }}>{str(item.iconText)}</span>
          </Linked>
        );
      })}
    </nav>
  );
  if (!fixed) return bar;
  return (
    <>
      <div aria-hidden="true" style={{ height: BAR_HEIGHT }} />
      {bar}
    </>
  );
}
