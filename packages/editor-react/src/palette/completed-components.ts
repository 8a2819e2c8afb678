/**
 * The component types whose panel and preview are complete; the palette lists only these (the
 * registry still knows all 22, so pages holding the others load and keep them).
 */
export const COMPLETED_COMPONENT_TYPES: readonly string[] = [
  "captiontext",
  "pictureads",
  "notice",
  "richtext",
  "auxiliarysegmentation",
  "storeinformation",
  "crowdoperation",
  "personalizedrecommendation",
  "onlineservice",
];
