export type IdFactory = () => string;

let counter = 0;

/**
 * Component ids: short, unique within a page and across pages copied into each other (a random
 * part plus a process-wide counter), and safe in JSON pointers and CSS selectors.
 */
export const createComponentId: IdFactory = () => {
  counter = (counter + 1) % 1_679_616;
  const random = Math.floor(Math.random() * 2_176_782_336).toString(36);
  return `c${random.padStart(6, "0")}${counter.toString(36).padStart(4, "0")}`;
};
