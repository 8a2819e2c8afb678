import type { ComponentInstance, PageDocument } from "../types";
import { deepFreeze } from "../util/freeze";

/** A small frozen document for operation tests: components a, b, c of type "x". */
export function abc(): PageDocument {
  const component = (id: string, n: number): ComponentInstance => ({
    id,
    type: "x",
    props: { n, more: { show: false }, list: [{ src: "1" }] },
  });
  return deepFreeze({
    schemaVersion: 1,
    settings: {
      name: "P",
      details: "",
      classification: "",
      isPerson: false,
      isBack: true,
      titleHeight: 35,
      bgColor: "",
      bgImg: "",
    },
    components: [component("a", 1), component("b", 2), component("c", 3)],
  });
}

export const ids = (document: PageDocument) => document.components.map((c) => c.id);
