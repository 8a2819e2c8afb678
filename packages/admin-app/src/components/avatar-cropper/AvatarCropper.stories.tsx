import { useState } from "react";
import { createI18n, type Language } from "../../i18n";
import { UiProviders } from "../UiProviders";
import { AvatarCropper, type LoadedPicture } from "./AvatarCropper";

export default { title: "Admin/AvatarCropper" };

/** A 600×400 test card drawn on a canvas, so the story needs no file. */
function testCard(): LoadedPicture {
  const canvas = document.createElement("canvas");
  canvas.width = 600;
  canvas.height = 400;
  const context = canvas.getContext("2d");
  if (context) {
    const gradient = context.createLinearGradient(0, 0, 600, 400);
    gradient.addColorStop(0, "#409eff");
    gradient.addColorStop(1, "#f56c6c");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 600, 400);
    context.fillStyle = "#ffffff";
    context.beginPath();
    context.arc(300, 200, 120, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = "#303133";
    context.font = "bold 64px sans-serif";
    context.textAlign = "center";
    context.fillText("600×400", 300, 222);
  }
  return { source: canvas, width: 600, height: 400, type: "image/png" };
}

function Demo({ language, withPicture }: { language: Language; withPicture: boolean }) {
  const [picture] = useState(() => (withPicture ? testCard() : null));
  const [open, setOpen] = useState(true);
  const [result, setResult] = useState<string | null>(null);
  return (
    <UiProviders i18n={createI18n({ language })}>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {result ? <img src={result} alt="cropped result" /> : null}
      <AvatarCropper
        open={open}
        initialPicture={picture}
        onCancel={() => setOpen(false)}
        onChange={(blob) => {
          setResult(URL.createObjectURL(blob));
          setOpen(false);
        }}
      />
    </UiProviders>
  );
}

/** Nothing chosen yet: only "choose a picture" works, change is disabled. */
export const Empty = () => <Demo language="zh-cn" withPicture={false} />;

/** A picture ready to frame: drag, wheel, slider, arrow keys and + / - all move the crop. */
export const WithPicture = () => <Demo language="zh-cn" withPicture />;

export const English = () => <Demo language="en" withPicture />;
