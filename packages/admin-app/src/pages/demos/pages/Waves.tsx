import { type CSSProperties, type MouseEvent, type ReactNode, useState } from "react";

/** The spec's constant (section 9): a ripple lasts 750 ms. */
export const WAVE_DURATION_MS = 750;

const KEYFRAMES = `@keyframes vitrine-wave { from { transform: scale(0); opacity: 0.45; } to { transform: scale(4); opacity: 0; } }`;

interface Ripple {
  id: number;
  x: number;
  y: number;
  size: number;
}

let nextId = 0;

/**
 * Wraps a control so that a press sends a ripple out from the point pressed (or the centre, for a
 * key press). Each ripple removes itself when its animation ends, so none is left behind.
 */
export function Waves({
  children,
  colour = "rgba(255, 255, 255, 0.7)",
  style,
}: {
  children: ReactNode;
  colour?: string;
  style?: CSSProperties;
}) {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const start = (event: MouseEvent<HTMLSpanElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const size = Math.max(box.width, box.height) / 2;
    const pointer = event.clientX !== 0 || event.clientY !== 0;
    setRipples((list) => [
      ...list,
      {
        id: nextId++,
        x: pointer ? event.clientX - box.left : box.width / 2,
        y: pointer ? event.clientY - box.top : box.height / 2,
        size,
      },
    ]);
  };
  return (
    <span
      onClickCapture={start}
      style={{
        position: "relative",
        display: "inline-block",
        overflow: "hidden",
        borderRadius: 6,
        ...style,
      }}
    >
      <style>{KEYFRAMES}</style>
      {children}
      {ripples.map((ripple) => (
        <span
          key={ripple.id}
          data-wave
          aria-hidden
          onAnimationEnd={() => setRipples((list) => list.filter((item) => item.id !== ripple.id))}
          style={{
            position: "absolute",
            left: ripple.x - ripple.size / 2,
            top: ripple.y - ripple.size / 2,
            width: ripple.size,
            height: ripple.size,
            borderRadius: "50%",
            background: colour,
            pointerEvents: "none",
            animation: `vitrine-wave ${WAVE_DURATION_MS}ms ease-out forwards`,
          }}
        />
      ))}
    </span>
  );
}
