import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PREVIEW_ACTION_NAMES, PreviewImage, chineseActions } from './PreviewImage';

describe('PreviewImage', () => {
  it('covers a previewable image with 预览 on the server already', () => {
    const html = renderToString(<PreviewImage src="/sandbox-files/a.png" width={120} alt="图片" />);
    expect(html).toContain('image-preview-cover');
    expect(html).toContain('预览');
  });

  it('shows only the eye on a table-cell thumbnail, and nothing when preview is off', () => {
    const small = renderToString(<PreviewImage src="/sandbox-files/a.png" width={40} alt="图片" />);
    expect(small).toContain('image-preview-cover');
    expect(small).not.toContain('>预览<');
    expect(renderToString(<PreviewImage src="/sandbox-files/a.png" alt="封面" width={120} preview={false} />)).not.toContain('image-preview-cover');
  });

  it("names every button of the preview's toolbar in Chinese, with a tooltip", () => {
    const bar = (
      <div className="bar">
        {Object.keys(PREVIEW_ACTION_NAMES).map((type) => (
          <button key={type} type="button" aria-label={type} />
        ))}
      </div>
    );
    const html = renderToString(<>{chineseActions(bar)}</>);
    for (const [type, name] of Object.entries(PREVIEW_ACTION_NAMES)) {
      expect(html).toContain(`aria-label="${name}" title="${name}"`);
      expect(html).not.toContain(`aria-label="${type}"`);
    }
  });

  it('knows every toolbar action the installed rc-image draws (an upgrade adding one fails here)', () => {
    const require = createRequire(import.meta.url);
    const footer = readFileSync(require.resolve('@rc-component/image/es/Preview/Footer.js', { paths: [require.resolve('antd')] }), 'utf8');
    const toolbar = [...footer.matchAll(/type: '(\w+)'/g)].map((m) => m[1]).filter((t) => t !== 'prev' && t !== 'next');
    expect(toolbar.length).toBeGreaterThan(0);
    expect(toolbar.sort()).toEqual(Object.keys(PREVIEW_ACTION_NAMES).sort());
  });
});
