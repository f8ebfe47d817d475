// What the activity pages share beyond the kit: status tags, the way from an activity to its
// pages, the activity's title line for headers of its sub-pages.
import { Space } from 'antd';
import { AppLink } from '../../components/AppLink';
import { StatusTag } from '../../components/kit';
import { ACTIVITY_STATUS_COLOR, SIGNUP_STATUS_COLOR } from './labels';
import { PlainText } from '../../components/PlainTypography';

export const ActivityStatusTag = ({ status, label }: { status: number; label: string }) => <StatusTag status={status} label={label} colors={ACTIVITY_STATUS_COLOR} />;
export const SignupStatusTag = ({ status, label }: { status: number; label: string }) => <StatusTag status={status} label={label} colors={SIGNUP_STATUS_COLOR} />;

/** 「12 / 30」 places taken of the places, or 「12 / 不限」. */
export const placesText = (a: { places: number; places_taken: number }): string => `${a.places_taken} / ${a.places > 0 ? a.places : '不限'}`;

/** The activity's pages by what staff do next (route parameters: contract-sandbox.md, "The console routes"). */
export const activityPages = {
  view: (a: { id: number; kind: number }) => `/SX/activedetail/${a.id}/${a.kind}`,
  edit: (a: { id: number; kind: number }) => `/SX/addnewactive/${a.id}/${a.kind}`,
  draft: (id: number) => `/SX/drafts_detail/${id}`,
  signups: (id: number, isTeam: 0 | 1 = 0) => `/SX/activelist/signuplist/${id}/${isTeam}`,
  signins: (id: number, type: 1 | 2 = 1) => `/SX/activelist/signlist/${id}/${type}`,
  donations: (id: number, payStatus: 0 | 1 | 2 = 0) => `/SX/donation_detail/${id}/${payStatus}`,
  change: (id: number) => `/SX/updateactiveinfo/${id}`,
  changeReview: (id: number) => `/SX/editinfo/${id}`,
  preview: '/SX/addnewactive/previewform',
};

export const activityLink = (a: { id: number; kind: number; title: string }) => (
  <AppLink to={activityPages.view(a)} data-testid={`activity-link-${a.id}`}>
    {a.title}
  </AppLink>
);

/** The activity's title, kind and phase, for headers of its sub-pages. */
export function ActivityHeading({ a }: { a: { id: number; kind: number; kind_label: string; title: string; status: number; status_label: string } }) {
  return (
    <Space wrap>
      {activityLink(a)}
      <PlainText type="secondary">{a.kind_label}</PlainText>
      <span data-testid="activity-status">
        <ActivityStatusTag status={a.status} label={a.status_label} />
      </span>
    </Space>
  );
}
