// The one list of ECharts parts the console uses (echarts/core + only these), shared by the
// server renderer (serverSvg.ts, in ssr.js) and the browser's interactive charts (live.ts, a
// lazily loaded chunk), so both draw with exactly the same chart types and components.
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomInsideComponent, DataZoomSliderComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, DataZoomInsideComponent, DataZoomSliderComponent, SVGRenderer]);

export { echarts };
