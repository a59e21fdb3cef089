import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/** Bars of one figure per label (channels, stations), drawn by uPlot; loaded only on the analytics screen (a chunk of its own). */
export default function BarChart({
  bars,
  label,
  unit,
}: {
  bars: readonly { label: string; value: number }[];
  label: string;
  unit: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || bars.length === 0) return;
    const xs = bars.map((_, index) => index);
    const ys = bars.map((bar) => bar.value);
    const bar = uPlot.paths.bars?.({ size: [0.6, 80] });
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 200,
        title: label,
        scales: { x: { time: false, range: [-0.5, bars.length - 0.5] } },
        series: [
          {},
          { label: unit, stroke: "#7a1f2b", fill: "rgba(122, 31, 43, 0.6)", ...(bar ? { paths: bar } : {}), points: { show: false } },
        ],
        axes: [{ splits: () => xs, values: (_plot, ticks) => ticks.map((tick) => bars[tick]?.label ?? "") }, {}],
      },
      [xs, ys],
      element,
    );
    return () => plot.destroy();
  }, [bars, label, unit]);
  return <div ref={box} role="img" aria-label={label} />;
}
