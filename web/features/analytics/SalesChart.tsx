import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/** A line of net sales per day, drawn by uPlot; loaded only on the analytics screen (a chunk of its own). */
export default function SalesChart({ days, label }: { days: readonly { date: string; salesPaise: number }[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
    const ys = days.map((day) => day.salesPaise / 100);
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        title: label,
        series: [{}, { label: "Net sales (₹)", stroke: "#7a1f2b", width: 2, points: { show: true } }],
        axes: [{}, { values: (_plot, ticks) => ticks.map((tick) => `₹${tick.toLocaleString("en-IN")}`) }],
      },
      [xs, ys],
      element,
    );
    return () => plot.destroy();
  }, [days, label]);
  return <div ref={box} role="img" aria-label={label} />;
}
