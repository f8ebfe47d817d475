// 捐赠记录 (donation_list): money and gift donations to wishes (a claim's, or a donation without
// a claim), with the money sum over the filter, 需要票据 是/否 with the invoice title, the region
// names, the statistics and the export of exactly the filtered rows.
import type { ColumnsType } from 'antd/es/table';
import { AppLink } from '../../components/AppLink';
import { ExportButton } from '../../components/ExportButton';
import { WithStats, definePage, routeRows, type Loaded } from '../../components/kit';
import { DonationList } from '../../components/kit/donations/DonationList';
import type { OrderPage } from '../../components/kit/donations/types';
import { parseListQuery } from '../../components/kit/listQuery';
import { selectParams, type SelectFilter } from '../../components/kit/FilterBar';
import { useRegions } from '../../lib/regions/load';
import { regionText } from '../../lib/regions/tree';
import { wishPages } from './common';
import { DONATION_KIND, DONATION_STATUS } from './labels';
import { NEED_BILL_FILTER, billLabel } from '../../components/kit/donations/needBill';
import type { Statistics, WishDonation } from './types';
import { WISH_STATS } from './WishStatistics';
import { donateFilters } from './donationQuery';

const SELECTS: SelectFilter[] = [
  { param: 'kind', label: '捐赠类型', choices: DONATION_KIND, width: 130 },
  NEED_BILL_FILTER,
];

const subject = { label: '心愿', of: (o: WishDonation) => o.wish_title };

export const DonationListPage = definePage(['donations', 'stats'], ({ load, route, search, reload }) => {
  const regions = useRegions();
  const query = parseListQuery(search, DONATION_STATUS.map((s) => String(s.value)), 'status', selectParams(SELECTS));
  const more: ColumnsType<WishDonation> = [
    { title: '类型', dataIndex: 'kind_label', width: 70 },
    { title: '心愿', dataIndex: 'wish_title', width: 180, ellipsis: true, render: (t: string, o) => <AppLink to={wishPages.see(o.wish_id)}>{t}</AppLink> },
    {
      title: '地区',
      key: 'region',
      width: 170,
      ellipsis: true,
      // Full names once the region data has loaded (after hydration); the province before.
      render: (_, o) => (regions ? regionText([o.province ?? '', o.city ?? '', o.district ?? ''].filter(Boolean), regions.names) : '') || o.region_text || '—',
    },
  ];
  return (
    <WithStats title="统计（按当前日期）" stats={load<Statistics>('stats') as Loaded<Statistics>} {...WISH_STATS}>
      <DonationList<WishDonation>
        title="捐赠记录"
        extra={<ExportButton name="wish" filters={donateFilters(query)} label="导出" />}
        list={routeRows<WishDonation, OrderPage<WishDonation>>({ route, search }, load('donations'))}
        reload={reload}
        subject={subject}
        statuses={DONATION_STATUS}
        selects={SELECTS}
        moreColumns={more}
        bill={billLabel}
      />
    </WithStats>
  );
});
