import type { Locale } from "@vitrine/editor-core";
import type { CSSProperties } from "react";
import { BuyButton } from "./BuyButton";
import { PreviewImage } from "./preview-parts";
import { previewText } from "./preview-text";
import { num, str } from "./preview-types";
import { CORNER_POSITIONS, cardLook, cornerMarkText, cornerPlace } from "./product-marks";
import { useRenderSurface } from "./render-surface";
import { SHOP_GREEN } from "./shop-green";
import { SHOP_RED } from "./shop-red";

/** The storefront's product page of a product id, or undefined when it is not one. */
export function productHrefOf(id: unknown): string | undefined {
  const text = typeof id === "number" ? String(id) : typeof id === "string" ? id.trim() : "";
  return /^[1-9]\d{0,9}$/.test(text) ? `/s/product/${text}` : undefined;
}

/** What every card of one product list shares, read once from the list's props. */
export interface CardOptions {
  layout: number;
  look: number;
  radius: number;
  centred: boolean;
  weight: number | string;
  showPrice: boolean;
  corner?:
    | { text: string; position: (typeof CORNER_POSITIONS)[number]; colour: string }
    | undefined;
  buy?: { type: number; text: string } | undefined;
}

export function cardOptionsOf(
  props: Record<string, unknown>,
  locale: Locale = "zh-cn",
): CardOptions {
  const cornerType = num(Number(props.commoditycornertype), 0);
  const position = num(Number(props.tagPosition), 0);
  return {
    layout: Math.round(num(Number(props.commodityType), 0)),
    look: num(Number(props.moditystyle), 0),
    radius: Math.min(30, Math.max(0, num(props.borderRadius, 0))),
    centred: props.positions === "center",
    weight:
      typeof props.textWeight === "number" || typeof props.textWeight === "string"
        ? props.textWeight
        : 400,
    showPrice: props.priceofcommodity !== false,
    corner:
      props.commoditycorner === false
        ? undefined
        : {
            text: cornerMarkText(cornerType, locale),
            position: CORNER_POSITIONS[position] ?? CORNER_POSITIONS[0],
            colour: str(props.commodityTagColor, SHOP_GREEN),
          },
    buy:
      props.purchasebutton === false
        ? undefined
        : { type: num(Number(props.purchasebuttonType), 0), text: str(props.purchase, "马上抢") },
  };
}

/**
 * One product: picture with its corner mark, name, description (big image and detailed list),
 * price and purchase button. Layout 3 (detailed list) puts the picture at the left.
 */
export function ProductCard({
  item,
  options,
  wide,
  style,
  locale = "zh-cn",
}: {
  item: Record<string, unknown>;
  locale?: Locale | undefined;
  options: CardOptions;
  /** Drawn across the row (layout 0, and the big card of layout 4): the description shows. */
  wide: boolean;
  style?: CSSProperties | undefined;
}) {
  const surface = useRenderSurface();
  const row = options.layout === 3;
  const name = str(item.name);
  // On pages shoppers see a card opens its product page (a product chosen in the picker has an id).
  const href = surface === "editor" ? undefined : productHrefOf(item.id);
  const price = item.price === undefined || item.price === null ? "" : String(item.price);
  const activity = activityOf(item.activity);
  const picture = (
    <div style={{ position: "relative", flex: row ? "0 0 110px" : undefined }}>
      <PreviewImage src={item.coverUrl} alt={name} style={{ aspectRatio: "1", height: "auto" }} />
      {options.corner && (
        <span
          data-corner-mark={options.corner.position}
          style={{
            ...cornerPlace(options.corner.position),
            padding: "1px 6px",
            fontSize: 11,
            color: "#fff",
            background: options.corner.colour,
          }}
        >
          {options.corner.text}
        </span>
      )}
    </div>
  );
  const Card = href ? "a" : "div";
  return (
    <Card
      data-product-card=""
      href={href}
      style={{
        color: "inherit",
        textDecoration: "none",
        display: "flex",
        flexDirection: row ? "row" : "column",
        overflow: "hidden",
        borderRadius: options.radius,
        textAlign: options.centred ? "center" : "left",
        ...cardLook(options.look),
        ...style,
      }}
    >
      {picture}
      <div style={{ flex: 1, minWidth: 0, padding: 8, display: "flex", flexDirection: "column" }}>
        <div
          style={{
            fontSize: 14,
            fontWeight: options.weight,
            color: "#323233",
            overflow: "hidden",
            display: "-webkit-box",
            WebkitLineClamp: options.layout === 2 || options.layout === 5 ? 1 : 2,
            WebkitBoxOrient: "vertical",
          }}
        >
          {name}
        </div>
        {(wide || row) && str(item.introduce) && (
          <div
            style={{
              fontSize: 12,
              color: "#969799",
              marginTop: 4,
              whiteSpace: "nowrap",
              overflow: "hidden",
              textOverflow: "ellipsis",
            }}
          >
            {str(item.introduce)}
          </div>
        )}
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: options.centred && !options.buy ? "center" : "space-between",
            marginTop: "auto",
            paddingTop: 6,
            gap: 4,
          }}
        >
          {options.showPrice && activity && (
            // While an activity runs (published pages only): its label and price, the sale
            // price struck out beside them, as the product page shows it.
            <span data-price="" data-activity-price="" style={{ color: SHOP_RED, fontSize: 15 }}>
              <small
                style={{
                  marginRight: 4,
                  padding: "0 4px",
                  borderRadius: 3,
                  fontSize: 11,
                  color: "#fff",
                  background: SHOP_RED,
                }}
              >
                {activity.label}
              </small>
              ¥{activity.price} <s style={{ color: "#646566", fontSize: 12 }}>¥{price}</s>
            </span>
          )}
          {options.showPrice && !activity && (
            <span data-price="" style={{ color: SHOP_RED, fontSize: 15 }}>
              ¥{price}
              {item.priceFrom === true && (
                <small style={{ fontSize: 11, marginLeft: 2 }}>
                  {previewText("priceFrom", locale)}
                </small>
              )}
            </span>
          )}
          {options.buy && <BuyButton type={options.buy.type} text={options.buy.text} />}
        </div>
      </div>
    </Card>
  );
}

/** The running activity a published page's host gave the card (LiveProduct.activity), if any. */
function activityOf(value: unknown): { label: string; price: string } | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { label, price } = value as { label?: unknown; price?: unknown };
  return typeof label === "string" && typeof price === "string" ? { label, price } : undefined;
}
