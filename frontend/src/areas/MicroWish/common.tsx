// What the micro-wish pages share beyond the kit: status tags, the wish's title link, the
// beneficiary line and the way from a wish to its pages.
import { Space } from 'antd';
import { AppLink } from '../../components/AppLink';
import { StatusTag, orEmpty } from '../../components/kit';
import { CHANGE_STATUS_COLOR, CLAIM_STATUS_COLOR, WISH_STATUS_COLOR } from './labels';
import type { WishRow } from './types';
import { PlainText } from '../../components/PlainTypography';

export const WishStatusTag = ({ status, label }: { status: number; label: string }) => <StatusTag status={status} label={label} colors={WISH_STATUS_COLOR} />;
export const ClaimStatusTag = ({ status, label }: { status: number; label: string }) => <StatusTag status={status} label={label} colors={CLAIM_STATUS_COLOR} />;
export const ChangeStatusTag = ({ status, label }: { status: number; label: string }) => <StatusTag status={status} label={label} colors={CHANGE_STATUS_COLOR} />;

/** The column lists of wishes (and of their change requests) start with. */
export const wishNoColumn = { title: '心愿编号', dataIndex: 'wish_no', width: 150 };

/** The wish's pages by what staff do next. */
export const wishPages = {
  see: (id: number) => `/MicroWish/see_microwish/${id}`,
  edit: (id: number) => `/MicroWish/edit_microwish/${id}`,
  update: (id: number) => `/MicroWish/update_microwish/${id}`,
  claims: (id: number, typeId = 0) => `/MicroWish/claim_microwish/${id}/${typeId}`,
  lightup: (w: { id: number; type: number }) => `/MicroWish/lightup_microwish/${w.id}/${w.type}`,
  links: (id: number) => `/MicroWish/relation_microwish/${id}`,
};

export const wishLink = (w: { id: number; title: string; wish_no?: string }) => (
  <AppLink to={wishPages.see(w.id)} data-testid={`wish-link-${w.id}`}>
    {w.title}
  </AppLink>
);

/** 「王小明 · 男 · 9岁」 for staff (the full name; the public page masks it). */
export function beneficiary(w: Pick<WishRow, 'child_name' | 'child_gender_label' | 'child_age'>): string {
  return [w.child_name, w.child_gender_label, w.child_age ? `${w.child_age}岁` : ''].filter(Boolean).join(' · ') || orEmpty(null);
}

/** The wish's number and title, for headers of its sub-pages. */
export function WishHeading({ w }: { w: Pick<WishRow, 'id' | 'wish_no' | 'title' | 'status' | 'status_label'> }) {
  return (
    <Space wrap>
      <AppLink to={wishPages.see(w.id)}>{w.title}</AppLink>
      <PlainText type="secondary">{w.wish_no}</PlainText>
      <span data-testid="wish-status">
        <WishStatusTag status={w.status} label={w.status_label} />
      </span>
    </Space>
  );
}
