import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { barPercent, RegionRanking } from './RegionRanking';
import { sampleOverview as ov } from './sampleOverview.test-support';

/** Each row's text cells, in order. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<li [^>]*>(.*?)<\/li>/g)].map((m) => [...m[1].matchAll(/<span class="region-(rank|name|amount|count)">([^<]*)<\/span>/g)].map((c) => c[2]));

describe('the province ranking of the data centre', () => {
  it('lists the provinces in the platform\'s order with rank, amount in yuan and count', () => {
    const rows = rowsOf(renderToStaticMarkup(<RegionRanking rows={ov.by_region} />));
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual(['1', '北京市', '¥40,000.00', '10 笔']);
    expect(rows[7]).toEqual(['8', '未填写地区', '¥1,000.00', '10 笔']);
  });

  it('draws each bar against the first province and says the whole row in its title', () => {
    const html = renderToStaticMarkup(<RegionRanking rows={ov.by_region} />);
    const widths = [...html.matchAll(/region-bar-fill" style="width:([\d.]+)%"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([100, 75, 50, 37.5, 25, 12.5, 6.1, 2.5]);
    expect(html).toContain('title="浙江省：¥30,000.00，10 笔，占 10.0%"');
  });

  it('keeps a sliver for a tiny amount and nothing for none', () => {
    expect(barPercent(1, 1_000_000)).toBe(1);
    expect(barPercent(0, 1_000_000)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
  });

  it('links each province to the data centre narrowed to it when the user may choose one, but not 未填写地区', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <RegionRanking rows={ov.by_region} provinceHref={(p) => `/dataCenter/dataCenter?province=${p}`} />
      </MemoryRouter>,
    );
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toHaveLength(7);
    expect(links[1]).toEqual(['/dataCenter/dataCenter?province=330000', '浙江省']);
    expect(html).toContain('<span class="region-name">未填写地区</span>');
    // Without a way to choose (role 3), names are plain text.
    expect(renderToStaticMarkup(<RegionRanking rows={ov.by_region} />)).not.toContain('<a ');
  });

  it('says so when the period has no donation', () => {
    const html = renderToStaticMarkup(<RegionRanking rows={[]} />);
    expect(html).toBe('<div class="chart-empty">本期暂无捐款</div>');
  });
});
