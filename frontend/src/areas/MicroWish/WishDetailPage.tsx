// 查看微心愿 (see_microwish/:id?): with an id, the wish — its story and pictures, the beneficiary
// (full name for staff), the active claim, the delivery feedback once lit up, the links and
// share copy it is in, the buttons the API's `actions` allow and the log; without an id, a
// searchable list of wishes to open.
import { Alert, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { ImageGallery, ActionBar, ItemCard, LinkButton, LogTimeline, itemOr, dateTime, definePage, flag, money, orEmpty, useTagSubject, type ActionDef } from '../../components/kit';
import { useRegions } from '../../lib/regions/load';
import { regionText } from '../../lib/regions/tree';
import { offShelfWish, publishWish } from './api';
import { ClaimStatusTag, WishStatusTag, beneficiary, wishPages } from './common';
import { FeedbackCard } from './FeedbackCard';
import { maskName } from './h5/mask';
import { WishChoice } from './WishPicker';
import type { WishDetail } from './types';
import { PlainText } from '../../components/PlainTypography';
import { inState } from '../../components/kit/states';

function wishActions(w: WishDetail): ActionDef[] {
  return [
    { kind: 'call', action: 'publish', label: '发布', primary: true, testId: 'act-publish', confirm: '发布后心愿将出现在 H5 页面上，公众可以认领。确定发布？', okText: '发布', call: () => publishWish(w.id), success: '发布成功' },
    { kind: 'link', action: 'edit', label: '编辑', testId: 'act-edit', to: wishPages.edit(w.id) },
    { kind: 'link', action: 'add_claim', label: '登记认领', primary: true, testId: 'act-claim', to: wishPages.claims(w.id) },
    { kind: 'link', action: 'lightup', label: '点亮心愿', primary: true, testId: 'act-lightup', to: wishPages.lightup(w) },
    { kind: 'link', action: 'change', label: '申请变更', testId: 'act-change', to: wishPages.update(w.id) },
    {
      kind: 'reason',
      action: 'off_shelf',
      label: '下架',
      danger: true,
      testId: 'act-off-shelf',
      title: '下架心愿',
      reasonLabel: '下架原因',
      okText: '确认下架',
      placeholder: '下架后公众将看不到该心愿',
      call: (reason) => offShelfWish(w.id, reason),
      success: '已下架',
    },
  ];
}

export const WishDetailPage = definePage([], (page) => {
  const choose = () => <WishChoice page={page} title="查看微心愿" intro="选择要查看的微心愿。" to={(w) => wishPages.see(w.id)} action="查看" />;
  const got = itemOr<WishDetail, 'detail' | 'wishes'>(page, 'detail', '微心愿', choose);
  return 'view' in got ? got.view : <WishView w={got.item} reload={page.reload} />;
}, ['detail', 'wishes']);

function WishView({ w, reload }: { w: WishDetail; reload: () => void }) {
  useTagSubject(w.title);
  const regions = useRegions();
  const region = (regions ? regionText([w.province ?? '', w.city ?? '', w.district ?? ''].filter(Boolean), regions.names) : '') || (w.region_text ?? '');
  const claim = w.active_claim;
  const images = [w.cover, ...(w.images ?? [])].filter((u): u is string => !!u);
  return (
    <Row gutter={[16, 16]} data-testid="wish-detail">
      <Col xs={24} xl={15}>
        <Space orientation="vertical" size="middle" className="full-width">
          <Card>
            <Space orientation="vertical" size="middle" className="full-width">
              <div>
                <Typography.Title level={3} style={{ marginBottom: 4 }} data-testid="wish-title">
                  {w.title}
                </Typography.Title>
                <Space wrap>
                  <Tag>{w.type_label}</Tag>
                  <PlainText type="secondary">{w.wish_no}</PlainText>
                  <PlainText type="secondary">{region}</PlainText>
                </Space>
              </div>
              <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
                <Descriptions.Item label="受助人">{beneficiary(w)}</Descriptions.Item>
                <Descriptions.Item label="H5 显示为">{maskName(w.child_name)}</Descriptions.Item>
                <Descriptions.Item label="学校">{orEmpty(w.school)}</Descriptions.Item>
                <Descriptions.Item label="年级">{orEmpty(w.grade)}</Descriptions.Item>
                <Descriptions.Item label="心愿金额">{money(w.target_amount)}</Descriptions.Item>
                <Descriptions.Item label="已筹（资金）">{money(w.raised_amount)}</Descriptions.Item>
                <Descriptions.Item label="上报单位">{orEmpty(w.report_org_name)}</Descriptions.Item>
                <Descriptions.Item label="详细地址">{orEmpty(w.address)}</Descriptions.Item>
              </Descriptions>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }} data-testid="wish-story">
                {w.story}
              </Typography.Paragraph>
              <ImageGallery images={images} alt={(i) => (i === 0 ? '封面图' : `心愿图片${i}`)} testId="wish-images" />
            </Space>
          </Card>
          {w.feedback && <FeedbackCard feedback={w.feedback} title="点亮反馈" testId="wish-feedback" />}
        </Space>
      </Col>
      <Col xs={24} xl={9}>
        <Space orientation="vertical" size="middle" className="full-width">
          <ItemCard title="心愿管理" tag={<WishStatusTag status={w.status} label={w.status_label} />} tagTestId="wish-status">
            {inState('wish', w.status, '已下架') && w.off_reason && <Alert type="warning" showIcon title="已下架" description={`下架原因：${w.off_reason}`} />}
            {flag(w.has_pending_change) && (
              <Alert
                type="info"
                showIcon
                title="该心愿有一条待审核的变更申请，审核通过前仍按原内容展示"
                action={w.pending_change_id ? <LinkButton to={`/MicroWish/edit_change_microwish/${w.pending_change_id}`} size="small">查看变更</LinkButton> : undefined}
              />
            )}
            <ActionBar actions={w.actions} defs={wishActions(w)} onDone={reload} testId="wish-actions">
              {w.went_live && <LinkButton to={wishPages.claims(w.id)} testId="link-claims">认领记录（{w.claim_count}）</LinkButton>}
              {inState('wish', w.status, '待认领', '已认领', '已实现') && <LinkButton to={wishPages.links(w.id)}>所在链接</LinkButton>}
            </ActionBar>
            {claim && (
              <Descriptions title="当前认领" bordered size="small" column={1} data-testid="active-claim">
                <Descriptions.Item label="认领人">{`${claim.claimer_name}（${claim.claimer_phone}）`}</Descriptions.Item>
                <Descriptions.Item label="状态">
                  <ClaimStatusTag status={claim.status} label={claim.status_label} />
                </Descriptions.Item>
                <Descriptions.Item label="认领时间">{dateTime(claim.claimed_at)}</Descriptions.Item>
                <Descriptions.Item label="快递">{claim.express_no ? `${claim.express_company ?? ''} ${claim.express_no}` : '—'}</Descriptions.Item>
              </Descriptions>
            )}
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label="发布时间">{dateTime(w.published_at)}</Descriptions.Item>
              <Descriptions.Item label="实现时间">{dateTime(w.realized_at)}</Descriptions.Item>
              <Descriptions.Item label="所在链接">{w.links.length > 0 ? w.links.map((l) => l.title).join('、') : '—'}</Descriptions.Item>
              <Descriptions.Item label="分享文案">{w.copywritings.length > 0 ? w.copywritings.map((c) => c.share_title).join('、') : '—'}</Descriptions.Item>
              <Descriptions.Item label="创建时间">{dateTime(w.created_at)}</Descriptions.Item>
            </Descriptions>
            <LinkButton to="/MicroWish/microwish_list">返回列表</LinkButton>
          </ItemCard>
          <LogTimeline logs={w.logs ?? []} testId="wish-logs" />
        </Space>
      </Col>
    </Row>
  );
}
