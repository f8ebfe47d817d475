import { describe, expect, it } from 'vitest';
import { cachedSvgRenderer, svgKey } from './svgCache';
import type { ChartOption } from './types';

const bars = (data: number[], formatter?: (p: { value: number }) => string): ChartOption => ({
  xAxis: { type: 'category', data: data.map((_, i) => `第${i + 1}天`) },
  series: [{ type: 'bar', data, label: { show: true, formatter } }],
});

/** A renderer that counts its calls and draws what it was given. */
function counting() {
  const calls: string[] = [];
  const render = cachedSvgRenderer((option, w, h) => {
    const svg = `<svg ${w}x${h}>${svgKey(option, w, h)}</svg>`;
    calls.push(svg);
    return svg;
  }, 3);
  return { render, calls };
}

describe('cachedSvgRenderer', () => {
  it('draws the same option at the same size once, and returns the same SVG again', () => {
    const { render, calls } = counting();
    const first = render(bars([1, 2, 3]), 400, 200);
    expect(render(bars([1, 2, 3]), 400, 200)).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('draws again when a figure, the size or a drawn formatter differs', () => {
    const { render, calls } = counting();
    render(bars([1, 2, 3]), 400, 200);
    render(bars([1, 2, 4]), 400, 200);
    render(bars([1, 2, 3]), 400, 240);
    render(bars([1, 2, 3], (p) => `${p.value} 元`), 400, 200);
    expect(new Set(calls).size).toBe(4);
  });

  it('forgets the least recently used SVG beyond its bound', () => {
    const { render, calls } = counting();
    render(bars([1]), 10, 10);
    render(bars([2]), 10, 10);
    render(bars([3]), 10, 10);
    render(bars([1]), 10, 10); // used again: [2] is now the oldest
    render(bars([4]), 10, 10); // over the bound of 3: [2] goes
    expect(calls).toHaveLength(4);
    render(bars([1]), 10, 10);
    expect(calls).toHaveLength(4);
    render(bars([2]), 10, 10);
    expect(calls).toHaveLength(5);
  });
});
