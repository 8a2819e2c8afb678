import type { LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";

/**
 * A button drawn as an icon: its label is its accessible name and its tooltip, with the keyboard
 * shortcut after it when there is one (`aria-keyshortcuts` tells assistive tech the same).
 */
export function IconButton({
  icon: Icon,
  label,
  shortcut,
  variant,
  size = 18,
  className,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & {
  icon: LucideIcon;
  label: string;
  shortcut?: string;
  variant?: "ghost" | "primary" | "small";
  size?: number;
}) {
  // The drawn tooltip is for the toolbar's few buttons. Small ones repeat in every list row (500
  // rows, 1,500 buttons): a positioned box each would cost every frame's layout and hit tests, so
  // they get the browser's own tooltip.
  const small = variant === "small";
  const classes = small ? ["vt-btn", "vt-btn--icon"] : ["vt-btn", "vt-btn--icon", "vt-tip"];
  if (variant) classes.push(`vt-btn--${variant}`);
  if (small) classes.push("vt-btn--ghost");
  if (className) classes.push(className);
  return (
    <button
      type="button"
      {...rest}
      className={classes.join(" ")}
      aria-keyshortcuts={shortcut}
      data-tooltip={small ? undefined : shortcut ? `${label} (${shortcut})` : label}
      title={small ? label : undefined}
      // Small ones are named by aria-label (no positioned hidden text in every row); the toolbar's by
      // text, as an aria-label would also name the import button's hidden file input's twin.
      aria-label={small ? label : undefined}
    >
      <Icon size={size} aria-hidden="true" />
      {!small && <span className="vt-visually-hidden">{label}</span>}
    </button>
  );
}
