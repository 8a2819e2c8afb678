import type { CSSProperties, ReactNode } from "react";
import { isSafeUrl } from "../render/sanitize-html";
import { captionLinkOf } from "./caption-link";
import { str } from "./preview-types";
import { useBelowFold, useRenderSurface } from "./render-surface";

/** The records of a list prop; anything else (an imported page's odd value) reads as empty. */
export function records(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Record<string, unknown> => item !== null && typeof item === "object",
  );
}

/**
 * A CSS `url()` for a background, or undefined when the address could leave the quotes (a quote,
 * bracket or backslash), so a stored value can never add CSS of its own.
 */
export function cssUrl(address: unknown): string | undefined {
  const value = str(address).trim();
  if (value === "" || /["'()\\\s]/.test(value)) return undefined;
  return `url("${value}")`;
}

/**
 * Where an item's link goes: a typed address (external), or a page picked with the link picker
 * (internal: `{pageId, name, url}`), by the address its page source gave, else its public page.
 * Undefined when there is none or the sanitiser would refuse it.
 */
export function linkHrefOf(http: unknown): string | undefined {
  const typed = captionLinkOf(http);
  if (typed || http === null || typeof http !== "object") return typed;
  const { url, pageId } = http as { url?: unknown; pageId?: unknown };
  if (typeof url === "string" && url.trim() !== "" && isSafeUrl(url.trim())) return url.trim();
  if (typeof pageId === "number" || (typeof pageId === "string" && /^\d+$/.test(pageId)))
    return `/api/page/public/${pageId}?format=html`;
  return undefined;
}

/**
 * A link of a component item (`http` as typed address or picked target). A real link on pages
 * shoppers see; in the editor a click selects the block, so it stays a plain box.
 */
export function Linked({
  http,
  style,
  label,
  children,
}: {
  http: unknown;
  style?: CSSProperties | undefined;
  label?: string | undefined;
  children: ReactNode;
}) {
  const surface = useRenderSurface();
  const href = surface === "editor" ? undefined : linkHrefOf(http);
  if (!href) return <div style={style}>{children}</div>;
  return (
    <a
      href={href}
      aria-label={label}
      style={{ color: "inherit", textDecoration: "none", ...style }}
    >
      {children}
    </a>
  );
}

/** An image, or the grey box the original drew where no image was chosen yet. */
export function PreviewImage({
  src,
  alt = "",
  style,
  children,
}: {
  src: unknown;
  alt?: string | undefined;
  style?: CSSProperties | undefined;
  /** Drawn inside the empty box (for example the magic cube's recommended width). */
  children?: ReactNode | undefined;
}) {
  const address = str(src).trim();
  const belowFold = useBelowFold();
  if (address)
    return (
      <img
        src={address}
        alt={alt}
        // The box's size as attributes where the style fixes it: the page keeps its layout while
        // the picture loads (no layout shift), whatever the stylesheet does.
        width={typeof style?.width === "number" ? style.width : undefined}
        height={typeof style?.height === "number" ? style.height : undefined}
        loading={belowFold ? "lazy" : undefined}
        decoding="async"
        style={{ display: "block", width: "100%", objectFit: "cover", ...style }}
      />
    );
  return (
    <div
      role="img"
      aria-label={alt || undefined}
      data-empty-image=""
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: "100%",
        background: "#e8f0fe",
        // Neighbouring empty slots (a magic cube without gaps) stay apart.
        boxShadow: "inset 0 0 0 1px #fff",
        color: "#88a5d8",
        fontSize: 12,
        ...style,
      }}
    >
      {children ?? <EmptyPictureGlyph />}
    </div>
  );
}

function EmptyPictureGlyph() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8.6l4-4 3 3 2-2 4 4V7H5zm10 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z" />
    </svg>
  );
}
