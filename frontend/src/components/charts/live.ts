// The browser's interactive charts: ECharts itself, loaded as a chunk of its own after the first
// paint (Chart.tsx imports this module with `import()` from an effect), drawn with the same SVG
// renderer as the server's first paint so the swap keeps the picture.
import { echarts } from './echartsParts';
import type { ChartOption } from './types';

export interface LiveChart {
  update(option: ChartOption): void;
  dispose(): void;
}

/** Draws `option` into `host` at its size and keeps it fitted to the host's size. */
export function mountChart(host: HTMLElement, option: ChartOption): LiveChart {
  const chart = echarts.init(host, null, { renderer: 'svg' });
  chart.setOption(option);
  const resize = new ResizeObserver(() => chart.resize());
  resize.observe(host);
  return {
    update: (next) => chart.setOption(next, { notMerge: true }),
    dispose: () => {
      resize.disconnect();
      chart.dispose();
    },
  };
}
