import type { ReactNode } from "react";
import { type RenderSurface, RenderSurfaceContext } from "./render-surface";

/** A 375 px phone column for preview stories, with a caption saying what is shown. */
export function StoryPhone({
  caption,
  surface = "editor",
  children,
}: {
  caption: string;
  surface?: RenderSurface | undefined;
  children: ReactNode;
}) {
  return (
    <RenderSurfaceContext.Provider value={surface}>
      <figure style={{ width: 375, margin: "0 0 16px", background: "#f9f9f9" }}>
        {children}
        <figcaption style={{ fontSize: 12, color: "#969799", padding: 4 }}>{caption}</figcaption>
      </figure>
    </RenderSurfaceContext.Provider>
  );
}

/** Sample pictures as data URLs, so stories draw images without a server. */
export const sampleImage = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${colour}"/></svg>`,
  )}`;
