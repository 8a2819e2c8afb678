import type { Locale } from "@vitrine/editor-core";
import type { CSSProperties } from "react";
import { Linked, PreviewImage, records } from "./preview-parts";
import { previewText } from "./preview-text";
import { num, type PreviewProps, str } from "./preview-types";
import { cardLook } from "./product-marks";
import { SHOP_BLUE } from "./shop-blue";

interface NoteOptions {
  layout: number;
  titleOnTop: boolean;
  look: number;
  radius: number;
  weight: number | string;
  label: boolean;
  reads: boolean;
  likes: boolean;
}

/** The note card's `commodityType` values (the original's, spec: layouts 0 to 4). */
export const NOTE_LAYOUT = {
  bigImage: 0,
  twoPerRow: 1,
  scroll: 2,
  oneBigTwoSmall: 3,
  detailedList: 4,
} as const;

function demoNotes(locale: Locale): Record<string, unknown>[] {
  return Array.from({ length: 3 }, () => ({ src: "", text: previewText("noteTitle", locale) }));
}

/**
 * Note card (article module): the module title with its "more" link (viewMore1) at the top, the
 * notes, a "more" button at the end (viewMore2). commodityType places the notes as the original
 * editor drew them (and as its layout tooltips name them): 0 big image, 1 two per row,
 * 2 horizontal scroll, 3 one big two small, 4 detailed list (text beside a small picture). Each
 * note's title is above (positions "top") or below its picture, with a label, reading count and
 * likes when asked.
 */
export function NoteCardPreview({ props, locale }: PreviewProps) {
  const options: NoteOptions = {
    layout: Math.round(num(Number(props.commodityType), 0)),
    titleOnTop: props.positions === "top",
    look: num(Number(props.moditystyle), 0),
    radius: Math.min(30, Math.max(0, num(props.borderRadius, 0))),
    weight:
      typeof props.textWeight === "number" || typeof props.textWeight === "string"
        ? props.textWeight
        : 400,
    label: props.noteLabels !== false,
    reads: props.readingNumber !== false,
    likes: props.praisePoints !== false,
  };
  const listed = records(props.imageList);
  const notes = listed.length ? listed : demoNotes(locale);
  const layout = options.layout;
  const more = `${previewText("more", locale)} ›`;
  const name = str(props.name);
  return (
    <div style={{ padding: 12, background: "#f7f8fa" }}>
      {(name || props.viewMore1 !== false) && (
        <div style={{ display: "flex", alignItems: "center", marginBottom: 8 }}>
          <span style={{ flex: 1, fontSize: 16, fontWeight: 600, color: "#323233" }}>{name}</span>
          {props.viewMore1 !== false && (
            <Linked http={props.http} style={{ fontSize: 12, color: "#969799" }}>
              <span data-note-more="top">{more}</span>
            </Linked>
          )}
        </div>
      )}
      <div
        data-note-layout={layout}
        style={
          layout === NOTE_LAYOUT.scroll
            ? { display: "flex", gap: 8, overflowX: "auto" }
            : {
                display: "grid",
                gap: 8,
                gridTemplateColumns:
                  layout === NOTE_LAYOUT.twoPerRow || layout === NOTE_LAYOUT.oneBigTwoSmall
                    ? "repeat(2, minmax(0, 1fr))"
                    : "1fr",
              }
        }
      >
        {notes.map((note, index) => {
          const big = layout === NOTE_LAYOUT.oneBigTwoSmall && index % 3 === 0;
          return (
            <NoteItem
              // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id; the order is their identity
              key={index}
              big={big}
              note={note}
              options={options}
              locale={locale}
              style={
                layout === NOTE_LAYOUT.scroll
                  ? { flex: "0 0 45%" }
                  : big
                    ? { gridColumn: "1 / -1" }
                    : undefined
              }
            />
          );
        })}
      </div>
      {props.viewMore2 !== false && (
        <Linked
          http={props.http}
          style={{
            marginTop: 10,
            padding: "6px 0",
            textAlign: "center",
            fontSize: 13,
            color: "#646566",
            background: "#fff",
            borderRadius: 16,
          }}
        >
          <span data-note-more="bottom">{more}</span>
        </Linked>
      )}
    </div>
  );
}

function NoteItem({
  note,
  big,
  options,
  locale,
  style,
}: {
  note: Record<string, unknown>;
  /** The big note of "one big, two small". */
  big: boolean;
  options: NoteOptions;
  locale: Locale;
  style?: CSSProperties | undefined;
}) {
  const row = options.layout === NOTE_LAYOUT.detailedList;
  const title = (
    <div
      data-note-title=""
      style={{
        fontSize: 14,
        fontWeight: options.weight,
        color: "#323233",
        overflow: "hidden",
        display: "-webkit-box",
        WebkitLineClamp: 2,
        WebkitBoxOrient: "vertical",
      }}
    >
      {str(note.text)}
    </div>
  );
  const meta = (options.label || options.reads || options.likes) && (
    <div style={{ display: "flex", gap: 8, marginTop: 4, fontSize: 11, color: "#969799" }}>
      {options.label && (
        <span data-note-label="" style={{ color: SHOP_BLUE }}>
          #{str(note.label) || previewText("noteLabel", locale)}
        </span>
      )}
      {options.reads && (
        <span data-note-reads="">
          {String(note.readingNumber ?? 0)} {previewText("reads", locale)}
        </span>
      )}
      {options.likes && (
        <span data-note-likes="">
          {String(note.praisePoints ?? 0)} {previewText("likes", locale)}
        </span>
      )}
    </div>
  );
  return (
    <Linked
      http={note.http}
      style={{
        display: "flex",
        // The detailed list's picture sits at the right of its text, as in the original.
        flexDirection: row ? "row-reverse" : "column",
        gap: row ? 8 : 0,
        overflow: "hidden",
        borderRadius: options.radius,
        ...cardLook(options.look),
        ...style,
      }}
    >
      {options.titleOnTop && !row && <div style={{ padding: 8 }}>{title}</div>}
      <PreviewImage
        src={note.src}
        alt={str(note.text)}
        style={
          row ? { width: 110, height: 80, flex: "none" } : { aspectRatio: "16 / 9", height: "auto" }
        }
      />
      <div
        data-note-item={big ? "big" : row ? "row" : "card"}
        style={{ padding: 8, flex: 1, minWidth: 0 }}
      >
        {(!options.titleOnTop || row) && title}
        {meta}
      </div>
    </Linked>
  );
}
