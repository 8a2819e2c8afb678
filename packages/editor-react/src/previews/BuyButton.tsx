import { buyButtonLook } from "./product-marks";
import { SHOP_RED as RED } from "./shop-red";

/** A product card's purchase button in one of the 8 styles (see buyButtonLook). */
export function BuyButton({ type, text }: { type: number; text: string }) {
  const look = buyButtonLook(type);
  const colours = look.filled
    ? { background: RED, color: "#fff", border: `1px solid ${RED}` }
    : { background: "#fff", color: RED, border: `1px solid ${RED}` };
  if (look.icon)
    return (
      <span
        data-buy-button={type}
        role="img"
        aria-label={text}
        style={{
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          width: 22,
          height: 22,
          borderRadius: "50%",
          boxSizing: "border-box",
          ...colours,
        }}
      >
        <svg
          width="14"
          height="14"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          {look.icon === "cart" ? (
            <path d="M3 4h2l2.4 10.5h10.2L20 7H6.2M9 20h.01M17 20h.01" />
          ) : (
            <path d="M12 5v14M5 12h14" />
          )}
        </svg>
      </span>
    );
  return (
    <span
      data-buy-button={type}
      style={{
        padding: "2px 8px",
        fontSize: 12,
        lineHeight: "18px",
        borderRadius: look.round ? 11 : 2,
        whiteSpace: "nowrap",
        ...colours,
      }}
    >
      {text}
    </span>
  );
}
