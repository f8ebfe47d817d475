// The public H5 campaign page of a link, as a whole HTML document: the markup and the mobile
// CSS a donor's phone gets. Pure (no React, no DOM), so the console's preview shows exactly this
// document in a 375 px frame and a unit test can read what the public would see. Beneficiary
// names are masked here, never by the caller.
import { escapeHtml as e, maskName, safeImage } from './mask';
import { inState } from '../../../components/kit/states';

/** A wish as the public page shows it: the preview call's wish, or a wish row of the console. */
export interface H5Wish {
  id: number;
  title: string;
  type_label?: string | null;
  story?: string | null;
  /** Masked here whatever the caller gives (a masked name stays as it is). */
  child_name?: string | null;
  child_gender_label?: string | null;
  child_age?: number | null;
  school?: string | null;
  grade?: string | null;
  cover?: string | null;
  images?: string[] | null;
  target_amount?: string | null;
  region_text?: string | null;
  status: number;
  feedback?: { images: string[]; message: string } | null;
}

export interface H5Link {
  title: string;
  cover?: string | null;
  intro?: string | null;
  url?: string | null;
}

/** The share copy (标题, 描述, 图片) a chat app shows when the page is shared. */
export interface H5Share {
  title: string;
  description?: string | null;
  image?: string | null;
}

/** What the public button of a wish says in each state (0 待认领, 1 已认领, 2 已实现, 3 已下架). */
export const PUBLIC_STATE: Record<number, { text: string; cls: string }> = {
  0: { text: '我来认领', cls: 'open' },
  1: { text: '已被认领', cls: 'claimed' },
  2: { text: '心愿已点亮', cls: 'done' },
};

/** Only wishes the public may see: 已下架 (3) never appears. */
export const publicWishes = (wishes: readonly H5Wish[]): H5Wish[] => wishes.filter((w) => w.status in PUBLIC_STATE);

/** 「王** · 女 · 9岁 · 三年级」: who the wish is for, without the given name. */
export function beneficiaryLine(w: H5Wish): string {
  const parts = [maskName(w.child_name), (w.child_gender_label ?? '').trim(), w.child_age ? `${w.child_age}岁` : '', (w.grade ?? '').trim()];
  return parts.filter((p) => p !== '').join(' · ');
}

const yuan = (v: string | null | undefined): string => {
  const n = Number(v);
  return v !== null && v !== undefined && v !== '' && Number.isFinite(n) ? `¥${n.toFixed(2)}` : '';
};

const CSS = `
*{box-sizing:border-box}html,body{margin:0;padding:0}
body{font:14px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;color:#333;background:#fff7ee;-webkit-text-size-adjust:100%}
.banner{position:relative;height:180px;background:linear-gradient(135deg,#ff9a3c,#fa541c);color:#fff;overflow:hidden}
.banner img{width:100%;height:100%;object-fit:cover;display:block}
.banner h1{position:absolute;left:0;right:0;bottom:0;margin:0;padding:24px 16px 12px;font-size:20px;line-height:1.3;background:linear-gradient(transparent,rgba(0,0,0,.55))}
.summary{margin:12px 12px 0;padding:10px 12px;border-radius:10px;background:#fff;color:#8c5a2b;font-size:13px}
.wishes{list-style:none;margin:0;padding:12px}
.wish{margin-bottom:12px;border-radius:12px;background:#fff;box-shadow:0 2px 8px rgba(250,84,28,.08);overflow:hidden}
.wish-img{width:100%;height:160px;object-fit:cover;display:block;background:#fafafa}
.wish-body{padding:12px}
.wish h2{margin:0 0 4px;font-size:16px;line-height:1.4;color:#222}
.who{margin:0;color:#fa8c16;font-size:13px}
.story{margin:8px 0;color:#555;font-size:13px;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.meta{display:flex;justify-content:space-between;align-items:center;gap:8px}
.price{color:#fa541c;font-size:18px;font-weight:600}
.btn{padding:6px 16px;border-radius:16px;font-size:13px;border:0;color:#fff;background:#fa541c}
.btn.claimed{background:#bfbfbf}.btn.done{background:#52c41a}
.org{margin:8px 0 0;color:#999;font-size:12px}.school{margin:2px 0 0;color:#8c8c8c;font-size:12px}
.feedback{display:flex;gap:8px;align-items:center;margin:8px 0;padding:8px;border-radius:8px;background:#f6ffed;color:#389e0d;font-size:12px}.feedback img{width:48px;height:48px;object-fit:cover;border-radius:4px}.feedback p{margin:0}
.empty{padding:48px 16px;text-align:center;color:#999}
footer{padding:16px;text-align:center;color:#bbb;font-size:12px}
`;

function wishItem(w: H5Wish): string {
  const img = safeImage(w.cover) ?? safeImage(w.images?.[0]);
  const feedbackImg = safeImage(w.feedback?.images?.[0]);
  const state = PUBLIC_STATE[w.status];
  const who = beneficiaryLine(w);
  const place = (w.region_text ?? '').trim();
  return [
    `<li class="wish" data-wish="${w.id}">`,
    img ? `<img class="wish-img" src="${e(img)}" alt="">` : '',
    '<div class="wish-body">',
    `<h2>${e(w.title)}</h2>`,
    who || place ? `<p class="who">${e([who, place].filter(Boolean).join(' · '))}</p>` : '',
    w.school ? `<p class="school">${e(w.school)}</p>` : '',
    w.story ? `<p class="story">${e(w.story)}</p>` : '',
    w.feedback ? `<div class="feedback">${feedbackImg ? `<img src="${e(feedbackImg)}" alt="">` : ''}<p>${e(w.feedback.message)}</p></div>` : '',
    `<div class="meta"><span class="price">${e(yuan(w.target_amount))}</span><button class="btn ${state.cls}" type="button"${inState('wish', w.status, '待认领') ? '' : ' disabled'}>${state.text}</button></div>`,
    w.type_label ? `<p class="org">${e(w.type_label)}</p>` : '',
    '</div></li>',
  ].join('');
}

/** The whole public page of `link` with its related wishes, its share copy in the document head. */
export function h5Document(link: H5Link, wishes: readonly H5Wish[], share: H5Share | null): string {
  const shown = publicWishes(wishes);
  const cover = safeImage(link.cover);
  const open = shown.filter((w) => inState('wish', w.status, '待认领')).length;
  const shareImage = safeImage(share?.image);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">',
    `<title>${e(share?.title || link.title)}</title>`,
    share?.description ? `<meta name="description" content="${e(share.description)}">` : '',
    share ? `<meta property="og:title" content="${e(share.title)}">` : '',
    share?.description ? `<meta property="og:description" content="${e(share.description)}">` : '',
    shareImage ? `<meta property="og:image" content="${e(shareImage)}">` : '',
    `<style>${CSS}</style>`,
  ].join('');
  const body = [
    `<header class="banner">${cover ? `<img src="${e(cover)}" alt="">` : ''}<h1>${e(link.title)}</h1></header>`,
    link.intro ? `<p class="summary intro">${e(link.intro)}</p>` : '',
    `<p class="summary">共 ${shown.length} 个微心愿，${open} 个等待认领。认领后请按页面提示寄出礼物，孩子收到后心愿将被点亮。</p>`,
    shown.length > 0 ? `<ul class="wishes">${shown.map(wishItem).join('')}</ul>` : '<p class="empty">这里还没有微心愿</p>',
    '<footer>微心愿 · 联合劝募公益平台</footer>',
  ].join('');
  return `<!doctype html><html lang="zh-CN"><head>${head}</head><body>${body}</body></html>`;
}
