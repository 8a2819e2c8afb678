import { BatteryFull, Signal, Wifi } from "lucide-react";

/**
 * The status bar's signal, wifi and battery (Canvas): a picture, loaded after the editor's first
 * chunk, which is at its budget; the bar's clock is drawn with the page.
 */
export default function PhoneStatusIcons() {
  return (
    <>
      <Signal size={12} />
      <Wifi size={12} />
      <BatteryFull size={14} />
    </>
  );
}
