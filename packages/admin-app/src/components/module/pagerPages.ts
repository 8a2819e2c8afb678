/** A page number, or a gap ("…") standing for the pages skipped before or after the window. */
export type PagerItem = number | "gap-before" | "gap-after";

/**
 * The pager's numbered buttons: `buttons` of them whenever there are that many pages (the spec's
 * 5), always the first and the last page, and the current page in the window between them.
 */
export function pagerPages(current: number, pageCount: number, buttons = 5): PagerItem[] {
  if (pageCount <= buttons) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const middle = buttons - 2; // the window between the first and the last page
  const half = Math.floor(middle / 2);
  let start = Math.max(2, current - half);
  let end = start + middle - 1;
  if (end > pageCount - 1) {
    end = pageCount - 1;
    start = end - middle + 1;
  }
  const items: PagerItem[] = [1];
  if (start > 2) items.push("gap-before");
  for (let page = start; page <= end; page++) items.push(page);
  if (end < pageCount - 1) items.push("gap-after");
  items.push(pageCount);
  return items;
}
