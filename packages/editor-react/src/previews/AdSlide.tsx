import { Linked } from "./preview-parts";
import { str } from "./preview-types";

export interface AdImage {
  src?: string | undefined;
  text?: string | undefined;
  /** "10" a page picked with the link picker, "11" a typed address (issue 32). */
  linktype?: string | undefined;
  /** Where a tap on the slide leads: `{pageId, name, url}`, `{externalLink}` or `{}` for none. */
  http?: unknown;
}

export interface CarouselProps {
  images: readonly AdImage[];
  type: number;
  radius: number;
  gap: number;
  pagination: false | { type: "bullets" | "fraction" | "progressbar" };
  perView: number;
}

/**
 * One picture of the ads, with its title over it. On pages shoppers see a slide with a link is a
 * link to it; in the editor it stays a plain box, so a click selects the block.
 */
export function AdSlide({
  image,
  radius,
  lazy,
}: {
  image: AdImage;
  radius: number;
  /** A slide out of view at first (a published carousel's later slides): loaded when near. */
  lazy?: boolean | undefined;
}) {
  const src = str(image.src);
  return (
    <Linked
      http={image.http}
      // A slide without a title would be a link without a name (its picture's alt is the title):
      // it is named by where it leads.
      label={image.text ? undefined : targetName(image.http)}
      style={{
        display: "block",
        position: "relative",
        borderRadius: radius,
        overflow: "hidden",
        background: "#f2f3f5",
      }}
    >
      {src ? (
        <img
          src={src}
          alt={str(image.text)}
          loading={lazy ? "lazy" : undefined}
          style={{ display: "block", width: "100%", height: "auto" }}
        />
      ) : (
        <div style={{ height: 150 }} />
      )}
      {image.text && (
        <div
          style={{
            position: "absolute",
            left: 0,
            right: 0,
            bottom: 0,
            padding: 4,
            color: "#fff",
            background: "rgba(0,0,0,.35)",
            fontSize: 12,
          }}
        >
          {image.text}
        </div>
      )}
    </Linked>
  );
}

/** The name of a link target: a picked page's name, else the typed address. */
function targetName(http: unknown): string | undefined {
  if (typeof http === "string") return http.trim() || undefined;
  if (http === null || typeof http !== "object") return undefined;
  const { name, externalLink } = http as { name?: unknown; externalLink?: unknown };
  return str(name).trim() || str(externalLink).trim() || undefined;
}
