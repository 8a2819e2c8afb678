/**
 * Prints rows as a plain table in a hidden frame, so the page's menus and buttons stay off the
 * paper. Text goes in through textContent: no cell can inject markup.
 */
export function printRows(title: string, headers: string[], rows: string[][]): void {
  const frame = document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.style.position = "fixed";
  frame.style.width = "0";
  frame.style.height = "0";
  frame.style.border = "0";
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  const view = frame.contentWindow;
  if (!doc || !view) {
    frame.remove();
    return;
  }
  doc.title = title;
  const style = doc.createElement("style");
  style.textContent =
    "table{border-collapse:collapse;width:100%;font:12px sans-serif}th,td{border:1px solid #999;padding:4px;text-align:left}";
  doc.head.appendChild(style);
  const heading = doc.createElement("h1");
  heading.textContent = title;
  heading.style.font = "16px sans-serif";
  const table = doc.createElement("table");
  const headRow = table.createTHead().insertRow();
  for (const header of headers) {
    const cell = doc.createElement("th");
    cell.textContent = header;
    headRow.appendChild(cell);
  }
  const body = table.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    for (const value of row) tr.insertCell().textContent = value;
  }
  doc.body.append(heading, table);
  view.addEventListener("afterprint", () => frame.remove(), { once: true });
  view.focus();
  view.print();
}
