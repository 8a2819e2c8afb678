import { type Static, Type } from "@sinclair/typebox";
import { Address, Blank, Count, Decimal, Id, Text } from "./value-shapes.js";

/**
 * The shapes of a product save's list fields (carousel images, spec groups, SKU rows) as TypeBox
 * schemas. A refused part is found by its error's path (`/2/price`) and answered with the words
 * the user reads (goods-rows.ts); what a shape cannot say is read there too.
 */

export const MAX_SKUS = 1000;
export const MAX_SPEC_GROUPS = 5;
export const MAX_IMAGES = 10;

/** An address, or a media library file as the wizard's picker gives it. */
const Image = Type.Union([
  Address,
  Type.Object({
    url: Type.Optional(Address),
    id: Type.Optional(Type.Union([Id, ...Blank])),
    fileName: Type.Optional(Type.Union([Type.String(), ...Blank])),
  }),
]);

export const ImageList = Type.Array(Image, { maxItems: MAX_IMAGES });
export type ImageItem = Static<typeof Image>;

/** A chosen value: its id, or the library's `{id, name}` as the detail answers it. */
const SpecValue = Type.Union([Id, Type.Object({ id: Id })]);

const SpecGroup = Type.Object({
  specId: Id,
  values: Type.Optional(Type.Union([Type.Array(SpecValue, { maxItems: MAX_SKUS }), ...Blank])),
});

export const SpecList = Type.Array(SpecGroup, { minItems: 1, maxItems: MAX_SPEC_GROUPS });
export type SpecGroupShape = Static<typeof SpecGroup>;

/** A SKU row; every cell may be left out (an edit keeps the stored value of a kept combination). */
const SkuRow = Type.Object({
  optionIds: Type.Optional(Type.Union([Type.Array(Id, { maxItems: MAX_SPEC_GROUPS }), ...Blank])),
  price: Type.Optional(Decimal),
  originalPrice: Type.Optional(Decimal),
  costPrice: Type.Optional(Decimal),
  stock: Type.Optional(Count),
  image: Type.Optional(Address),
  code: Type.Optional(Text),
  weight: Type.Optional(Decimal),
  volume: Type.Optional(Decimal),
});

export const SkuList = Type.Array(SkuRow, { minItems: 1, maxItems: MAX_SKUS });
export type SkuRowShape = Static<typeof SkuRow>;
export type SkuCell = keyof SkuRowShape;

/** The list fields in the body: each list, or nothing sent. */
export const ImagesField = Type.Optional(Type.Union([ImageList, ...Blank]));
export const SpecsField = Type.Optional(Type.Union([SpecList, ...Blank]));
export const SkusField = Type.Optional(Type.Union([SkuList, ...Blank]));
