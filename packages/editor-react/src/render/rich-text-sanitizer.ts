import { createContext } from "react";

// The sanitiser is about 58 kB gzip in a browser, where it loads with the first rich text drawn
// (see RichTextPreview). Markup rendered on the server cannot wait for it, so the server entry
// hands it over through this context instead.
export const RichTextSanitizerContext = createContext<((html: string) => string) | undefined>(
  undefined,
);
