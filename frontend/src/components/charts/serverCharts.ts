// Whether charts are drawn on the server: entry-server provides the SVG renderer (serverSvg.ts),
// the browser nothing, so ECharts stays out of the browser's initial JavaScript.
import { createContext } from 'react';
import type { SvgRenderer } from './types';

export const ServerChartsContext = createContext<SvgRenderer | null>(null);
