import type { TestServer } from "../testing/test-server.js";

/** A component of our document format; props left out take the component's defaults. */
export function component(id: string, type: string, props: Record<string, unknown> = {}) {
  return { id, type, props };
}

/** A document of our format (schema version 1) with valid page settings. */
export function pageDocument(components: unknown[] = [], settings: Record<string, unknown> = {}) {
  return {
    schemaVersion: 1,
    settings: { name: "Home", details: "Front page", classification: "home", ...settings },
    components,
  };
}

export const validBody = (extra: Record<string, unknown> = {}) => ({
  name: "Spring sale",
  details: "Landing page of the spring sale",
  classification: "activity",
  document: pageDocument([component("c1", "captiontext", { name: "Welcome" })]),
  ...extra,
});

/** Adds a page as `token` and answers its id and version (fails the test when refused). */
export async function addPage(
  server: TestServer,
  token: string,
  body: Record<string, unknown> = validBody(),
): Promise<{ id: number; version: number }> {
  const result = await server.call("POST", "/api/page/add", { token, body });
  if (result.json?.code !== 0) throw new Error(`page add refused: ${result.text}`);
  return result.json.data;
}
