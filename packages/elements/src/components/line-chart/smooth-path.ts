import type uPlot from 'uplot';

type Point = readonly [x: number, y: number];

/**
 * The two Bézier control points around `points[i]`, as Chart.js computes them for its `tension`:
 * along the line from the previous to the next point, scaled by tension and by the distance to each
 * neighbour. Tension 0 gives straight segments; 0.1 only rounds the corners.
 */
function controlPoints(points: readonly Point[], i: number, tension: number) {
  const current = points[i]!;
  const previous = points[i - 1] ?? current;
  const next = points[i + 1] ?? current;
  const before = Math.hypot(current[0] - previous[0], current[1] - previous[1]);
  const after = Math.hypot(next[0] - current[0], next[1] - current[1]);
  const total = before + after || 1;
  const dx = next[0] - previous[0];
  const dy = next[1] - previous[1];
  const back = (tension * before) / total;
  const ahead = (tension * after) / total;
  return {
    previous: [current[0] - back * dx, current[1] - back * dy] as const,
    next: [current[0] + ahead * dx, current[1] + ahead * dy] as const,
  };
}

function traceRun(path: Path2D, run: readonly Point[], tension: number): void {
  const [first] = run;
  if (!first) {
    return;
  }
  path.moveTo(first[0], first[1]);
  for (let i = 1; i < run.length; i++) {
    const from = controlPoints(run, i - 1, tension).next;
    const to = controlPoints(run, i, tension).previous;
    const [x, y] = run[i]!;
    path.bezierCurveTo(from[0], from[1], to[0], to[1], x, y);
  }
}

/** A uPlot path builder for an unfilled line with light smoothing; a missing value breaks it. */
export function smoothPath(tension: number): uPlot.Series.PathBuilder {
  return (plot, seriesIndex, firstIndex, lastIndex) => {
    const xs = plot.data[0];
    const ys = plot.data[seriesIndex]!;
    const scale = plot.series[seriesIndex]!.scale!;
    const stroke = new Path2D();
    let run: Point[] = [];
    for (let i = firstIndex; i <= lastIndex; i++) {
      const y = ys[i];
      if (y == null) {
        traceRun(stroke, run, tension);
        run = [];
      } else {
        run.push([plot.valToPos(xs[i]!, 'x', true), plot.valToPos(y, scale, true)]);
      }
    }
    traceRun(stroke, run, tension);
    return { stroke, fill: null, clip: null, flags: 0 };
  };
}
