import type { EChartsCoreOption } from 'echarts/core';

/** An ECharts option as the console's option builders make it (plain data plus formatters). */
export type ChartOption = EChartsCoreOption;

/** Renders one chart to an SVG string at a given size: the server's renderer, given by entry-server. */
export type SvgRenderer = (option: ChartOption, width: number, height: number) => string;
