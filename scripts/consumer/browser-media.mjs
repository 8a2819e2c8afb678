// The media library dialog in Chromium on the app installed with React 18 and antd 5 (run.mjs):
// it opens, speaks English, shows its load error's heading (antd 5's Alert `message`), and in the
// dark theme, with no antd theme set by the host, its controls draw the editor's dark surface with
// readable text (issue 35: they were antd's light controls, 1.2:1). Fails on any page error.
import { chromium } from "playwright-core";

const url = process.argv[2];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
});
const errors = [];
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(120_000); // only stops a hung step on the busy machine; no speed verdict
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(url);
  const dialog = page.getByRole("dialog", { name: "Media library" });
  await dialog.getByText("Could not load").waitFor();
  await dialog.getByText("The media server is down").waitFor();
  await dialog.getByText("Banners").waitFor();

  // Contrast of the category filter's text on its own background, as the browser draws them.
  const filter = dialog.getByLabel("Category name");
  await filter.fill("Spring");
  const contrast = await filter.evaluate((input) => {
    const rgb = (colour) => colour.match(/[\d.]+/g).map(Number);
    const luminance = ([r, g, b]) => {
      const channel = (value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const style = getComputedStyle(input);
    const [r, g, b, alpha = 1] = rgb(style.color);
    const background = rgb(style.backgroundColor);
    // antd's text colours carry alpha: composite them on the background first.
    const text = [r, g, b].map((value, i) => value * alpha + background[i] * (1 - alpha));
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return {
      ratio: (light + 0.05) / (dark + 0.05),
      background: style.backgroundColor,
      backgroundLuminance: luminance(background),
    };
  });
  if (contrast.backgroundLuminance > 0.2)
    throw new Error(`the dark dialog's filter is a light control (${contrast.background})`);
  if (contrast.ratio < 4.5)
    throw new Error(
      `the dark dialog's filter text is ${contrast.ratio.toFixed(1)}:1 on ${contrast.background}`,
    );
  if (errors.length) throw new Error(`the page reported errors:\n${errors.join("\n")}`);
  console.log(
    `Chromium, media dialog on antd 5: opened, its load error headed, dark filter text ${contrast.ratio.toFixed(1)}:1 on ${contrast.background}`,
  );
} finally {
  await browser.close();
}
