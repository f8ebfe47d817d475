// Images whose preview speaks Chinese. antd 6's zh_CN has no words for the image preview: the
// cover over a thumbnail is blank, the toolbar's buttons are named flipY, zoomIn… for screen
// readers and show no tooltip, the close button has no name and the counter reads "1 / 3". Every
// image of the console is one of these, so the overlay reads the same everywhere.
import { CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { Image, type ImageProps } from 'antd';
import type { PreviewGroupProps } from 'antd/es/image/PreviewGroup';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { withBase } from '../../lib/base';

/** The toolbar's actions by rc-image's names (their `aria-label`). */
export const PREVIEW_ACTION_NAMES: Readonly<Record<string, string>> = {
  flipY: '上下翻转',
  flipX: '左右翻转',
  rotateLeft: '向左旋转',
  rotateRight: '向右旋转',
  zoomOut: '缩小',
  zoomIn: '放大',
};

type Labelled = ReactElement<{ 'aria-label'?: string; title?: string; children?: ReactNode }>;

/** One toolbar button, named and titled in Chinese (unknown buttons stay as they are). */
function named(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const button = node as Labelled;
  const name = PREVIEW_ACTION_NAMES[button.props['aria-label'] ?? ''];
  return name ? cloneElement(button, { 'aria-label': name, title: name }) : node;
}

/** The toolbar rc-image draws, with each of its buttons named in Chinese. */
export function chineseActions(original: ReactElement): ReactNode {
  const bar = original as Labelled;
  return cloneElement(bar, {}, Children.map(bar.props.children, named));
}

const cover = (
  <span className="image-preview-cover">
    <EyeOutlined />
    预览
  </span>
);
/** Under this width (a table cell's thumbnail) the word does not fit: the eye alone. */
const NARROW = 64;
const narrowCover = (
  <span className="image-preview-cover" title="预览">
    <EyeOutlined />
  </span>
);
const closeIcon = (
  <span role="img" aria-label="关闭" title="关闭">
    <CloseOutlined />
  </span>
);
const countRender = (current: number, total: number) => `第 ${current} / ${total} 张`;

type PreviewOf<P> = Exclude<P, boolean | undefined>;
type ImagePreview = PreviewOf<ImageProps['preview']>;
type GroupPreview = PreviewOf<PreviewGroupProps['preview']>;

/**
 * antd's Image with the Chinese overlay; `preview` settings given by the caller are kept. `alt`
 * is required: an image without one is a nameless element to a screen reader (axe image-alt).
 */
export function PreviewImage({ preview, src, ...rest }: ImageProps & { alt: string }) {
  // Stored URLs of the bundled sandbox are root-relative (`/sandbox-files/…`): under the base path.
  const props = { ...rest, src: src === undefined ? undefined : withBase(src) };
  if (preview === false) return <Image {...props} preview={false} />;
  const given: ImagePreview = preview === true || preview === undefined ? {} : preview;
  const own: ImagePreview = given.src === undefined ? given : { ...given, src: withBase(given.src) };
  const small = typeof props.width === 'number' && props.width < NARROW;
  return <Image {...props} preview={{ cover: small ? narrowCover : cover, closeIcon, actionsRender: chineseActions, ...own }} />;
}

/** antd's Image.PreviewGroup with the Chinese overlay and counter. */
export function PreviewImageGroup({ preview, ...props }: PreviewGroupProps) {
  if (preview === false) return <Image.PreviewGroup {...props} preview={false} />;
  const own: GroupPreview = preview === true || preview === undefined ? {} : preview;
  return <Image.PreviewGroup {...props} preview={{ closeIcon, countRender, actionsRender: chineseActions, ...own }} />;
}
