// One chart: SVG in the server's HTML (no JavaScript needed to see it), an interactive ECharts
// chart once the browser has loaded ECharts after the first paint.
//
// Hydration: on the server the SVG comes from the renderer entry-server provides
// (ServerChartsContext); the hydrating browser has no ECharts, so its first render takes the
// very same markup back from the server's element (found by React's `useId`, identical on both
// sides). React sees the same `dangerouslySetInnerHTML` on both sides: no mismatch. An effect
// then loads ECharts (live.ts, its own chunk) and swaps the SVG for the live chart in one commit
// (a layout effect draws it before the browser paints). A page opened by client navigation has
// no server element: the box keeps its height, empty, until the chunk is in.
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ServerChartsContext } from './serverCharts';
import type { ChartOption } from './types';
import type { LiveChart } from './live';
import { chartTable } from './chartTable';

export interface ChartProps {
  option: ChartOption;
  /** Height in px, on the server and in the browser. */
  height: number;
  /** The width the server draws at (the SVG then scales to the box: `viewBox`). */
  serverWidth: number;
  testId: string;
  /** What the chart shows, for screen readers. */
  label: string;
}

let liveModule: Promise<typeof import('./live')> | null = null;
const loadLive = () => (liveModule ??= import('./live'));

/** The server's SVG of the element with this id, as the hydrating render finds it. */
function serverSvgOf(id: string): string {
  return typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? '');
}

export function Chart({ option, height, serverWidth, testId, label }: ChartProps) {
  const renderSvg = useContext(ServerChartsContext);
  const id = `chart${useId().replace(/[^\w-]/g, '')}`;
  const [svg] = useState(() => (renderSvg ? renderSvg(option, serverWidth, height) : serverSvgOf(id)));
  const [live, setLive] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<LiveChart | null>(null);
  const mount = useRef<typeof import('./live') | null>(null);

  useEffect(() => {
    let gone = false;
    loadLive().then(
      (m) => {
        mount.current = m;
        if (!gone) setLive(true);
      },
      (err: unknown) => console.error(err),
    );
    return () => {
      gone = true;
    };
  }, []);

  useLayoutEffect(() => {
    if (!live || !host.current || !mount.current) return undefined;
    chart.current = mount.current.mountChart(host.current, option);
    return () => {
      chart.current?.dispose();
      chart.current = null;
    };
    // Mounted once when live; later options go through `update` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    chart.current?.update(option);
  }, [option]);

  return (
    <div className="chart-box" style={{ height }} data-testid={testId} data-live={live ? 'true' : undefined} role="figure" aria-label={label}>
      {live ? <div ref={host} className="chart-live" /> : <div id={id} className="chart-svg" dangerouslySetInnerHTML={{ __html: svg }} />}
      <FiguresTable option={option} label={label} />
    </div>
  );
}

/** The chart's figures for screen readers (chartTable.ts); not drawn. */
function FiguresTable({ option, label }: { option: ChartOption; label: string }) {
  const table = chartTable(option);
  if (!table) return null;
  return (
    <table className="sr-only">
      <caption>{label}</caption>
      <thead>
        <tr>
          {table.head.map((h, i) => (
            <th key={i} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>
            {row.map((c, i) => (i === 0 ? <th key={i} scope="row">{c}</th> : <td key={i}>{c}</td>))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
