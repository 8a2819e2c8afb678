import { and, eq, isNotNull } from "drizzle-orm";
import type { ServerContext } from "../context.js";
import { readDocument } from "../pages/document.js";
import { pages } from "../pages/schema.js";
import { FORM_TYPE, findPublishedForm, type PublishedForm } from "./questions.js";

/** The published page a form belongs to, as an answer records it. */
export interface PublishedPage {
  version: number;
  name: string;
  /** The page's form modules by component id. */
  forms: Map<string, PublishedForm>;
}

/** How many published pages' question lists are kept read. */
const KEPT = 200;

/**
 * The question lists of a page's published copy. A page's published document never changes under
 * the same published version (a publish copies the version it checked, and every save makes a new
 * one), so each version is read and parsed once, not once per answer: a form posted many times, or
 * hammered, costs one small query per post. Only the most recently used pages are kept.
 */
export function createPublishedForms(ctx: ServerContext) {
  const kept = new Map<string, PublishedPage | null>();

  async function read(pageId: number, version: number): Promise<PublishedPage | null> {
    const [row] = await ctx.db
      .select({ name: pages.name, document: pages.publishedDocument })
      .from(pages)
      .where(and(eq(pages.id, pageId), eq(pages.publishedVersion, version)));
    if (!row?.document) return null;
    // Read in one language: only the questions matter here, never an error message.
    const parsed = readDocument(row.document, "zh-cn");
    // A published copy that no longer reads answers nothing, as the public page does.
    if (!parsed.ok) return null;
    const forms = new Map<string, PublishedForm>();
    for (const component of parsed.document.components) {
      if (component.type !== FORM_TYPE) continue;
      const form = findPublishedForm(parsed.document, component.id);
      if (form) forms.set(component.id, form);
    }
    return { version, name: String(parsed.document.settings.name || row.name), forms };
  }

  /** The published page `pageId`, or undefined when it does not exist or is not published. */
  return async (pageId: number): Promise<PublishedPage | undefined> => {
    const [current] = await ctx.db
      .select({ version: pages.publishedVersion, at: pages.publishedAt })
      .from(pages)
      .where(and(eq(pages.id, pageId), isNotNull(pages.publishedDocument)));
    if (current?.version == null) return undefined;
    // The publish time as well: a database restored or emptied may give an id and version again.
    const key = `${pageId}:${current.version}:${current.at?.getTime() ?? 0}`;
    const page = kept.has(key) ? (kept.get(key) ?? null) : await read(pageId, current.version);
    kept.delete(key);
    kept.set(key, page);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    return page ?? undefined;
  };
}
