/**
 * Where a published form module posts its answers (agreed with the server's form routes):
 * `POST /api/page/public/<pageId>/form/<componentId>`, urlencoded, one field per question named
 * `q<index>` (a multiple-choice question repeats its name once per ticked option).
 */
export function formActionOf(pageId: string, componentId: string): string {
  return `/api/page/public/${encodeURIComponent(pageId)}/form/${encodeURIComponent(componentId)}`;
}

/** The field name of question `index` (0-based, in the published question list's order). */
export const questionField = (index: number): string => `q${index}`;
