import { Space } from 'antd';
import { PreviewImage, PreviewImageGroup } from './PreviewImage';

/** An item's images as a wrapping row of thumbnails, previewed as one group; nothing when it has none. */
export function ImageGallery({ images, alt, width = 140, height = 100, testId }: { images: readonly string[] | null | undefined; alt: (index: number) => string; width?: number; height?: number; testId?: string }) {
  const list = images ?? [];
  if (list.length === 0) return null;
  return (
    <PreviewImageGroup>
      <Space wrap data-testid={testId}>
        {list.map((u, i) => (
          <PreviewImage key={`${i}-${u}`} src={u} width={width} height={height} style={{ objectFit: 'cover' }} alt={alt(i)} />
        ))}
      </Space>
    </PreviewImageGroup>
  );
}
