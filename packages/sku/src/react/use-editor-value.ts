import { useCallback, useRef, useState } from "react";
import type { SkuEditorValue } from "./types";

const EMPTY: SkuEditorValue = { groups: [], rows: [] };

/**
 * Controlled when `value` is given, uncontrolled otherwise. `commit` is stable and always builds
 * on the latest value, so memoized rows can hold it without re-rendering on every keystroke.
 */
export function useEditorValue(
  value: SkuEditorValue | undefined,
  defaultValue: SkuEditorValue | undefined,
  onChange: ((value: SkuEditorValue) => void) | undefined,
) {
  const [own, setOwn] = useState<SkuEditorValue>(defaultValue ?? EMPTY);
  const current = value ?? own;
  const latest = useRef({ current, onChange, controlled: value !== undefined });
  latest.current = { current, onChange, controlled: value !== undefined };

  const commit = useCallback((update: (previous: SkuEditorValue) => SkuEditorValue) => {
    const next = update(latest.current.current);
    if (next === latest.current.current) return;
    // Two events before the next render must still build on each other.
    latest.current.current = next;
    if (!latest.current.controlled) setOwn(next);
    latest.current.onChange?.(next);
  }, []);

  return [current, commit] as const;
}
