// The donation list of a project area, as its pages show it: the kit's DonationList with the
// channel column and 是/否 票据; 导出 (when the area has an export) sends the list's filters to
// the BFF's streaming export, so the file holds the rows the list shows. Shared by the list
// pages (DonationPages.tsx) and the share's page (ShareDonationPage.tsx), which are chunks apart.
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { AppLink } from '../../AppLink';
import { ExportButton } from '../../ExportButton';
import { remoteFilter } from '../../selectors/remoteFilter';
import { DonationList } from '../donations/DonationList';
import type { OrderPage } from '../donations/types';
import { selectParams, type SelectFilter } from '../FilterBar';
import type { Rows, UrlRows } from '../ListPage';
import { parseListQuery } from '../listQuery';
import type { Loaded } from '../page';
import type { ProjectArea } from './area';
import { DONATE_CHANNEL, DONATE_PAY_STATUS, type ProjectDonation } from './donationApi';
import { DONATE_PARAMS, billText, donateFilters } from './donationQuery';

const STATUS_VALUES = DONATE_PAY_STATUS.map((s) => String(s.value));

/** The project filter: a search over the caller's visible projects; `rows` name the chosen one on first paint. */
export function projectFilter(area: ProjectArea, search: string, rows: Loaded<Rows<{ project_id: number; project_title: string }>>): SelectFilter {
  const chosen = new URLSearchParams(search).get(DONATE_PARAMS.project);
  const current = rows.ok ? rows.data.list.find((r) => String(r.project_id) === chosen)?.project_title : undefined;
  return remoteFilter({ param: DONATE_PARAMS.project, label: area.noun, search: area.searchProjects, current, width: 240 });
}

/** The project a share or pledge belongs to, linked to its page. */
export const projectColumn = (area: ProjectArea) => ({
  title: `所属${area.noun}`,
  dataIndex: 'project_title',
  width: 220,
  ellipsis: true,
  render: (t: string, r: { project_id: number }) => <AppLink to={area.to.view(r.project_id)}>{t}</AppLink>,
});

/** The donation list of `area`: every visible donation, one project's or one share's. */
export function projectDonations(area: ProjectArea) {
  const { to, noun } = area;
  const subject = { label: `所属${noun}`, of: (o: ProjectDonation) => o.project_title };
  const channelColumn = {
    title: '捐款渠道',
    dataIndex: 'channel_label',
    width: 130,
    render: (label: string, o: ProjectDonation) =>
      o.share_id ? (
        <AppLink to={to.share(o.share_id)} data-testid={`share-link-${o.id}`}>{label}</AppLink>
      ) : (
        label
      ),
  };

  function ProjectDonations({
    title,
    extra,
    list,
    reload,
    projectId,
    shareId,
    target,
  }: {
    title: ReactNode;
    extra?: ReactNode;
    list: UrlRows<ProjectDonation, OrderPage<ProjectDonation>>;
    reload: () => void;
    /** One project's list (its id), or every project's. */
    projectId?: number;
    /** One share's donations. */
    shareId?: number;
    target?: string | null;
  }) {
    const one = projectId !== undefined || shareId !== undefined;
    const { rows, search } = list;
    const selects: SelectFilter[] = [{ param: DONATE_PARAMS.channel, label: '捐款渠道', choices: area.channels ?? DONATE_CHANNEL }, ...(one ? [] : [projectFilter(area, search, rows)])];
    const query = parseListQuery(search, STATUS_VALUES, 'status', selectParams(selects));
    const filters = { ...donateFilters(query, projectId), ...(shareId !== undefined ? { share_id: shareId } : {}) };
    return (
      <DonationList<ProjectDonation>
        title={title}
        extra={
          <Space>
            {extra}
            {area.exportName && <ExportButton name={area.exportName} filters={filters} label="导出" />}
          </Space>
        }
        list={list}
        reload={reload}
        subject={subject}
        showSubject={!one || shareId !== undefined}
        target={target}
        statuses={DONATE_PAY_STATUS}
        selects={selects}
        moreColumns={[channelColumn]}
        bill={billText}
      />
    );
  }

  return ProjectDonations;
}
