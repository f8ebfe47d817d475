import { Space } from 'antd';
import type { ReactNode } from 'react';
import { PreviewImage, PreviewImageGroup } from './PreviewImage';

interface ImageGalleryProps {
  images: readonly string[] | null | undefined;
  alt: (index: number) => string;
  width?: number;
  height?: number;
  testId?: string;
  /** What stands instead when there are none (a field's 「—」); nothing unless told. */
  empty?: ReactNode;
}

/** An item's images as a wrapping row of thumbnails, previewed as one group. */
export function ImageGallery({ images, alt, width = 140, height = 100, testId, empty = null }: ImageGalleryProps) {
  const list = images ?? [];
  if (list.length === 0) return empty;
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
