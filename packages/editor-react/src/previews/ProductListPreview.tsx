import type { Locale } from "@vitrine/editor-core";
import { type CSSProperties, useContext } from "react";
import { anchorId } from "./anchor-id";
import { LiveProductsContext, withLiveProducts } from "./live-products";
import { type CardOptions, cardOptionsOf, ProductCard } from "./ProductCard";
import { cssUrl, Linked, records } from "./preview-parts";
import { previewText } from "./preview-text";
import { num, type PreviewProps, str } from "./preview-types";

/** How many demo products each layout draws while no product is chosen (as the original did). */
const DEMO_COUNT = [2, 4, 3, 2, 3, 4];

function demoProducts(layout: number, locale: Locale): Record<string, unknown>[] {
  return Array.from({ length: DEMO_COUNT[layout] ?? 2 }, () => ({
    coverUrl: "",
    name: previewText("productName", locale),
    introduce: previewText("productIntro", locale),
    price: "99",
  }));
}

/**
 * Product list. commoditylisttype 0 one list; 1 tabbed groups (tabs across the top); 2 the same
 * groups with the tabs down the left side. Tabs switch with radio inputs and CSS only, so they
 * work on published pages, which run no script. commodityType places the cards: 0 big image,
 * 1 two per row, 2 three per row, 3 detailed list, 4 one big two small, 5 horizontal scroll.
 */
export function ProductListPreview({
  props,
  locale,
  id,
}: PreviewProps & { id?: string | undefined }) {
  const options = cardOptionsOf(props, locale);
  // On a published page the host hands today's products: prices follow, unsold ones go.
  const live = useContext(LiveProductsContext);
  // Demo cards only while no product is chosen, not when every chosen one has left the shop.
  const shown = (stored: Record<string, unknown>[]) =>
    stored.length ? withLiveProducts(stored, live) : demoProducts(options.layout, locale);
  const listType = Math.round(num(Number(props.commoditylisttype), 0));
  const background = cssUrl(props.bgImg);
  const margin = Math.min(20, Math.max(0, num(props.pageMargin, 15)));
  const gap = Math.min(20, Math.max(0, num(props.commodityMargin, 10)));
  const more =
    props.showMore === true ? (
      <Linked
        http={props.moreUrl}
        style={{ padding: "10px 0", textAlign: "center", fontSize: 13, color: "#969799" }}
      >
        {previewText("more", locale)} ›
      </Linked>
    ) : null;
  const shell: CSSProperties = {
    padding: `8px ${margin}px`,
    backgroundColor: listType === 0 || options.look !== 3 ? "#f7f8fa" : undefined,
    backgroundImage: background,
    backgroundSize: "cover",
  };
  if (listType !== 1 && listType !== 2) {
    return (
      <div data-product-list="single" style={shell}>
        <Cards
          items={shown(records(props.imageList))}
          options={options}
          gap={gap}
          locale={locale}
        />
        {more}
      </div>
    );
  }
  const listed = records(props.commoditylisttypetab);
  const groups = listed.length ? listed : [{ text: previewText("group", locale), imageList: [] }];
  const base = anchorId("vitrine-tabs", id);
  const tabColour = str(props.tabColor, "#f39800");
  const side = listType === 2;
  // One rule pair per group: its checked radio colours its tab and shows its panel.
  const css = groups
    .map(
      (_, index) =>
        `#${base}-${index}:checked~* .${base}-bar label[for=${base}-${index}]{color:${safeColour(tabColour)};border-color:${safeColour(tabColour)}}` +
        `#${base}-${index}:checked~* .${base}-panels>[data-group="${index}"]{display:block}`,
    )
    .join("");
  return (
    <div data-product-list={side ? "side-tabs" : "tabs"} style={shell}>
      {/* The tabs' colours live here, not inline, so the checked tab's rule can win. */}
      <style>
        {`.${base}-panels>[data-group]{display:none}.${base}-bar>label{color:#323233;border-${side ? "left" : "bottom"}:2px solid transparent}${css}`}
      </style>
      {groups.map((_, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: a group is its position in the list
          key={index}
          type="radio"
          name={base}
          id={`${base}-${index}`}
          defaultChecked={index === 0}
          style={{ display: "none" }}
        />
      ))}
      <div style={{ display: side ? "flex" : "block", gap: 8 }}>
        <div
          className={`${base}-bar`}
          style={{
            display: "flex",
            flexDirection: side ? "column" : "row",
            overflowX: side ? undefined : "auto",
            flex: side ? "0 0 80px" : undefined,
            background: "#fff",
            marginBottom: side ? 0 : 8,
          }}
        >
          {groups.map((group, index) => (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: a group is its position in the list
              key={index}
              htmlFor={`${base}-${index}`}
              data-tab-label=""
              style={{
                flex: side ? undefined : "1 0 auto",
                padding: "8px 12px",
                fontSize: 14,
                textAlign: "center",
                cursor: "pointer",
              }}
            >
              {str(group.text)}
            </label>
          ))}
        </div>
        <div className={`${base}-panels`} style={{ flex: 1, minWidth: 0 }}>
          {groups.map((group, index) => {
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a group is its position in the list
              <div key={index} data-group={index}>
                <Cards
                  items={shown(records(group.imageList))}
                  options={options}
                  gap={gap}
                  locale={locale}
                />
              </div>
            );
          })}
        </div>
      </div>
      {more}
    </div>
  );
}

/** A colour for the tab CSS: only characters a colour value uses, else the original's orange. */
function safeColour(value: string): string {
  return /^[#(),.%\w\s]+$/.test(value) ? value : "#f39800";
}

function Cards({
  items,
  options,
  gap,
  locale,
}: {
  items: Record<string, unknown>[];
  options: CardOptions;
  gap: number;
  locale: Locale;
}) {
  const layout = options.layout;
  if (layout === 5)
    return (
      <div data-layout={layout} style={{ display: "flex", gap, overflowX: "auto" }}>
        {items.map((item, index) => (
          <ProductCard
            // biome-ignore lint/suspicious/noArrayIndexKey: products may repeat; the order is their identity
            key={index}
            item={item}
            options={options}
            locale={locale}
            wide={false}
            style={{ flex: "0 0 40%" }}
          />
        ))}
      </div>
    );
  const columns = layout === 1 || layout === 4 ? 2 : layout === 2 ? 3 : 1;
  return (
    <div
      data-layout={layout}
      style={{ display: "grid", gap, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {items.map((item, index) => {
        const big = layout === 0 || (layout === 4 && index % 3 === 0);
        return (
          <ProductCard
            // biome-ignore lint/suspicious/noArrayIndexKey: products may repeat; the order is their identity
            key={index}
            item={item}
            options={options}
            locale={locale}
            wide={big}
            style={layout === 4 && big ? { gridColumn: "1 / -1" } : undefined}
          />
        );
      })}
    </div>
  );
}
