import { version } from "react";

/**
 * The `inert` attribute on React 18 and 19 (the peer range is `^18.2 || ^19`, issue 35). React 19
 * takes a boolean; React 18 does not know the attribute, warns for `true` ("non-boolean attribute")
 * and drops it, so there it must be the empty string, which React 19 in turn reads as false.
 * Spread it: `<div {...INERT}>`.
 */
export const INERT = (version.startsWith("18.") ? { inert: "" } : { inert: true }) as {
  inert: boolean;
};
