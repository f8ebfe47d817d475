import { Space } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageGallery } from './ImageGallery';
import { PreviewImage, PreviewImageGroup } from './PreviewImage';

const images = ['/a.png', '/b.png'];

describe('ImageGallery', () => {
  it('renders the thumbnails the pages wrote by hand, byte for byte', () => {
    const byHand = renderToString(
      <PreviewImageGroup>
        <Space wrap>
          {images.map((u, i) => (
            <PreviewImage key={`${i}-${u}`} src={u} width={120} height={90} style={{ objectFit: 'cover' }} alt={`证明材料${i + 1}`} />
          ))}
        </Space>
      </PreviewImageGroup>,
    );
    const ours = renderToString(<ImageGallery images={images} alt={(i) => `证明材料${i + 1}`} width={120} height={90} />);
    expect(ours).toContain('证明材料2');
    expect(ours).toBe(byHand);
  });

  it('shows what it is told instead of no images, and nothing unless told', () => {
    expect(renderToString(<ImageGallery images={[]} alt={() => ''} empty="—" />)).toBe('—');
    expect(renderToString(<ImageGallery images={null} alt={() => ''} />)).toBe('');
  });
});
