import type { EChartsCoreOption } from "echarts/core";
import {
  Component,
  lazy,
  type ReactNode,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

const EChartCanvas = lazy(() => import("./EChartCanvas"));

/** A chart that cannot be drawn (its chunk failed to load) leaves its words, not a broken page. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Starts loading ECharts before the first chart needs it (a page does this as it mounts). */
export function preloadECharts(): void {
  void import("./EChartCanvas");
}

export interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers and as the figure's name in tests. */
  label: string;
  /** The figures in words: the text alternative of the drawing. */
  summary: string;
  height?: number;
  dark?: boolean;
  onFinished?: () => void;
}

/**
 * A chart drawn by Apache ECharts, loaded on first use (ECharts is in its own chunk, so only the
 * routes that draw charts download it). The figure carries its name and a sentence of its figures;
 * the canvas is drawn only once the frame has a width (a hidden tab or a test's DOM has none, and
 * ECharts would lay out into nothing).
 */
export function EChart({ option, label, summary, height = 300, dark, onFinished }: EChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = frame.current;
    if (!box) return;
    setWidth(box.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <div ref={frame} style={{ minHeight: height }} aria-hidden="true">
        {width > 0 ? (
          <ChartBoundary>
            <Suspense fallback={null}>
              <EChartCanvas
                option={option}
                height={height}
                {...(dark ? { dark } : {})}
                {...(onFinished ? { onFinished } : {})}
              />
            </Suspense>
          </ChartBoundary>
        ) : null}
      </div>
      <figcaption style={visuallyHidden}>{summary}</figcaption>
    </figure>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
