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
  const classes = ["vt-btn", "vt-btn--icon", "vt-tip"];
  if (variant) classes.push(`vt-btn--${variant}`);
  if (variant === "small") classes.push("vt-btn--ghost");
  if (className) classes.push(className);
  return (
    <button
      type="button"
      {...rest}
      className={classes.join(" ")}
      aria-keyshortcuts={shortcut}
      data-tooltip={shortcut ? `${label} (${shortcut})` : label}
    >
      <Icon size={size} aria-hidden="true" />
      {/* The name as text, not aria-label: a label would also name the hidden file input's twin. */}
      <span className="vt-visually-hidden">{label}</span>
    </button>
  );
}
