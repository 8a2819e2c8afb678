// The consumer app in Chromium (Debian's, never a downloaded one): add a component from the
// palette, edit its field, undo, and render the page with <PageRenderer>. Run by run.mjs with the
// app's preview address; fails on any page error.
import { chromium } from "playwright-core";

const url = process.argv[2];
const TIMEOUT = 120_000; // only stops a hung step on the busy machine; no speed verdict
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const errors = [];
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(TIMEOUT);
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(url);

  const palette = page.getByRole("navigation", { name: "Components" });
  const canvas = page.getByRole("main", { name: "Phone canvas" });
  const TYPE = "captiontext";
  const TEXT = "Typed in the consumer";

  // Add from the palette with the keyboard (Enter on a palette item adds it at the end).
  await palette.getByRole("button", { name: "Title text" }).focus();
  await page.keyboard.press("Enter");
  const block = canvas.locator(`[data-component-type="${TYPE}"]`);
  await block.first().waitFor();

  // Edit its field in the generated settings panel.
  await block.first().click();
  await page.getByLabel("Title", { exact: true }).fill(TEXT);
  await canvas.getByText(TEXT).waitFor();

  // Undo takes the edit back.
  await page.getByRole("button", { name: "Undo" }).click();
  await canvas.getByText(TEXT).waitFor({ state: "detached" });

  // Redo, then the page as visitors see it.
  await page.getByRole("button", { name: "Redo" }).click();
  await canvas.getByText(TEXT).waitFor();
  await page.getByRole("button", { name: "Render the page" }).click();
  const rendered = page.getByRole("region", { name: "Rendered page" });
  await rendered.locator(`[data-component-type="${TYPE}"]`).first().waitFor();
  await rendered.getByText(TEXT).waitFor();

  if (errors.length) throw new Error(`the page reported errors:\n${errors.join("\n")}`);
  console.log(
    "Chromium: added from the palette, edited, undone, redone and rendered with <PageRenderer>",
  );
} finally {
  await browser.close();
}
