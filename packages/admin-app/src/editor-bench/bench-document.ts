import {
  createBuiltinRegistry,
  createComponent,
  createDocument,
  createLargeDocument,
  type PageDocument,
} from "@vitrine/editor-core";

/** A page of n caption-text components with ids cap-1...cap-n (the benchmark's scenario). */
export function captionPage(n: number): PageDocument {
  const definition = createBuiltinRegistry().get("captiontext");
  if (!definition) throw new Error("captiontext is not registered");
  const components = Array.from({ length: n }, (_, i) =>
    createComponent(definition, { name: `Caption ${i + 1}` }, `cap-${i + 1}`),
  );
  return createDocument({
    settings: { name: "Benchmark", details: "Benchmark page", classification: 1 },
    components,
  });
}

/** ?n=N from the address, 500 when absent or invalid. */
export function countFromQuery(search: string): number {
  const n = Number(new URLSearchParams(search).get("n"));
  return Number.isInteger(n) && n > 0 ? Math.min(n, 5000) : 500;
}

/**
 * The page the address asks for: ?types=all gives n components cycling through all 22 built-in
 * types (editor-core's large document with the placeholders: ids fx-1...fx-n, the floating button
 * second, the tab bar last), anything else the n caption-text components.
 */
export function benchPageFromQuery(search: string): PageDocument {
  const n = countFromQuery(search);
  return new URLSearchParams(search).get("types") === "all"
    ? createLargeDocument({ count: n, placeholders: true })
    : captionPage(n);
}
