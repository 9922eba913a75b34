import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';

interface ChartCanvasProps {
  config: ChartConfiguration;
  /** What the chart shows, for people who cannot see it; the same figures are in text beside it. */
  label: string;
  height: number;
}

/**
 * A chart drawn by Chart.js, whose code is fetched only when a page draws its first chart.
 * The chart is a picture of figures that the page also gives as text or a table.
 */
export function ChartCanvas({ config, label, height }: ChartCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let current = true;
    void import('./chart-setup').then(({ Chart }) => {
      const canvas = canvasRef.current;
      if (!current || !canvas?.getContext('2d')) return;
      chart = new Chart(canvas, config);
    });
    return () => {
      current = false;
      chart?.destroy();
    };
  }, [config]);
  return (
    // Chart.js sizes the canvas to this box, which must be positioned for it to measure.
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
