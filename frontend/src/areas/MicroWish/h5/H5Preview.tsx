// The live preview of a link's public H5 page: the document h5Document builds, shown in a
// 375 px phone frame (its own viewport, so its mobile CSS applies as on a phone), and the share
// card a chat app would show with the chosen copywriting. The frame runs no script.
import { Alert, Spin } from 'antd';
import { h5Document, type H5Link, type H5Share, type H5Wish } from './h5Page';
import { safeImage } from './mask';
import type { PreviewData } from '../types';
import { PlainText } from '../../../components/PlainTypography';

/** The width of the phone the page is laid out for (iPhone 6–8 / X logical width). */
export const PHONE_WIDTH = 375;

export function ShareCard({ share, fallbackTitle }: { share: H5Share | null; fallbackTitle: string }) {
  const image = safeImage(share?.image);
  return (
    <div className="h5-share" data-testid="h5-share-card">
      <div className="h5-share-bubble">
        <div className="h5-share-title">{share?.title || fallbackTitle}</div>
        <div className="h5-share-row">
          <div className="h5-share-desc">{share?.description || '（未设置分享描述，将显示页面地址）'}</div>
          {image ? <img className="h5-share-img" src={image} alt="分享图片" /> : <div className="h5-share-img h5-share-img-empty">无图</div>}
        </div>
      </div>
      <PlainText type="secondary" style={{ fontSize: 12 }}>
        {share ? '分享到微信时的卡片' : '未关联分享文案：分享时只显示页面标题'}
      </PlainText>
    </div>
  );
}

export function H5Preview({ link, wishes, share }: { link: H5Link; wishes: readonly H5Wish[]; share: H5Share | null }) {
  const doc = h5Document(link, wishes, share);
  return (
    <div className="h5-preview" data-testid="h5-preview">
      <div className="h5-phone" style={{ width: PHONE_WIDTH + 24 }}>
        <div className="h5-phone-bar">{link.url ? link.url.replace(/^https?:\/\//, '') : '预览'}</div>
        <iframe title="H5 页面预览" className="h5-frame" style={{ width: PHONE_WIDTH }} srcDoc={doc} sandbox="" data-testid="h5-frame" />
      </div>
      <ShareCard share={share} fallbackTitle={link.title} />
    </div>
  );
}

/** A link's saved public page (usePreview): loading, its error, or the page — with `share` instead of its own copy when given. */
export function SavedPreview({ page, share }: { page: PreviewData | string | null; share?: H5Share | null }) {
  if (page === null) return <Spin />;
  if (typeof page === 'string') return <Alert type="error" showIcon title={page} />;
  return <H5Preview link={page.link} wishes={page.wishes} share={share === undefined ? page.share : share} />;
}
