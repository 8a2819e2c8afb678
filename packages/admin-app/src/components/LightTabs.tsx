import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export interface LightTab {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs) in plain
 * markup. The sign-in card uses these instead of antd's Tabs, which bring a menu and a dropdown
 * for overflowing tabs that the first page an operator loads would pay for and never use.
 */
export function LightTabs({ items, label }: { items: LightTab[]; label: string }) {
  const [activeKey, setActiveKey] = useState(items[0]?.key);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setActiveKey(item.key);
    tabRefs.current.get(item.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} style={tabListStyle}>
        {items.map((item, index) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActiveKey(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              style={selected ? selectedTabStyle : tabStyle}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.key}`}
          aria-labelledby={`${baseId}-tab-${active.key}`}
          style={{ paddingTop: 24 }}
        >
          {active.content}
        </div>
      ) : null}
    </div>
  );
}

const tabListStyle = { display: "flex", gap: 24, borderBottom: "1px solid #ebeef5" } as const;
const tabStyle = {
  background: "none",
  border: "none",
  borderBottom: "2px solid transparent",
  padding: "8px 0",
  marginBottom: -1,
  fontSize: 15,
  color: "#606266",
  cursor: "pointer",
} as const;
// Text in a darker shade of the brand blue: #409eff itself is too faint for text on white.
const selectedTabStyle = { ...tabStyle, color: "#1d6fce", borderBottomColor: "#409eff" } as const;
