// 物品捐赠详情 (donation_detail/:id): goods a member of the public sent — the donor, the items,
// the courier — with the owner's 确认到货, 核对合格, 不合格退回 and 转为义卖 (a draft sale item made
// from the donation, opened in the goods form to set its price and beneficiary).
import { Alert, Button, Col, Descriptions, Row, Typography } from 'antd';
import { ConfirmPopup } from '../../components/kit/ConfirmPopup';
import { useNavigate } from 'react-router';
import { ImageGallery, ActionBar, ItemCard, LinkButton, LoadError, dateTime, definePage, orEmpty, useCall, useTagSubject } from '../../components/kit';
import { arriveDonation, checkDonation, listDonation, rejectDonation } from './api';
import { DonationStatusTag, spPages } from './common';
import type { DonationDetail } from './types';
import { inState } from '../../components/kit/states';
import { DetailSide } from './DetailSide';

export const DonationDetailPage = definePage(['donation'], ({ load, reload }) => {
  const res = load<DonationDetail>('donation');
  if (!res.ok) return <LoadError what="捐赠物品" msg={res.msg} />;
  return <DonationView d={res.data} reload={reload} />;
});

/** 转为义卖: makes a draft sale item of the donation and opens it in the goods form. */
function ListForSaleButton({ id, onDone }: { id: number; onDone: (goodsId: number) => void }) {
  const { busy, run } = useCall();
  const go = async () => {
    const res = await run('list', () => listDonation(id), '已生成义卖草稿，请填写售价和受益项目');
    if (res?.data) onDone(res.data.id);
  };
  return (
    <ConfirmPopup title="将生成一件义卖商品草稿（库存为捐赠数量），在表单中填写售价和受益项目后提交审核。" okText="生成草稿" cancelText="取消" onConfirm={go}>
      <Button loading={busy !== null} data-testid="act-list">
        转为义卖
      </Button>
    </ConfirmPopup>
  );
}

function DonationView({ d, reload }: { d: DonationDetail; reload: () => void }) {
  useTagSubject(d.item_name);
  const navigate = useNavigate();
  const images = d.images ?? [];
  return (
    <Row gutter={[16, 16]} data-testid="donation-detail">
      <Col xs={24} xl={15}>
        <ItemCard title={d.item_name} tag={<DonationStatusTag status={d.status} label={d.status_label} />} tagTestId="donation-status" wrap>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="物品类别">{d.item_type_label}</Descriptions.Item>
            <Descriptions.Item label="数量">{d.quantity}</Descriptions.Item>
            <Descriptions.Item label="捐赠人">{d.donor_name}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{d.donor_phone}</Descriptions.Item>
            <Descriptions.Item label="快递公司">{d.express_company}</Descriptions.Item>
            <Descriptions.Item label="快递单号">{d.express_no}</Descriptions.Item>
          </Descriptions>
          {d.description && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{d.description}</Typography.Paragraph>}
          <ImageGallery images={images} alt={(i) => `物品图片${i + 1}`} width={120} height={90} />
        </ItemCard>
      </Col>
      <DetailSide title="接收与核对" logs={d.logs ?? []} logsTestId="donation-logs">
        {inState('goods_donation', d.status, '不合格退回') && d.return_reason && <Alert type="warning" showIcon title="不合格退回" description={`原因：${d.return_reason}`} />}
        {d.goods_id && (
          <Alert type="success" showIcon title="已发布为义卖商品" action={<LinkButton to={spPages.review(d.goods_id)} size="small" testId="donation-goods">查看商品</LinkButton>} />
        )}
        <ActionBar
          actions={d.actions}
          onDone={reload}
          testId="donation-actions"
          defs={[
            { kind: 'call', action: 'arrive', label: '确认到货', primary: true, testId: 'act-arrive', confirm: '确认已收到该批物品？', okText: '确认到货', call: () => arriveDonation(d.id), success: '已确认到货' },
            { kind: 'call', action: 'check', label: '核对合格', primary: true, testId: 'act-check', confirm: '物品与登记一致且质量合格？', okText: '核对合格', call: () => checkDonation(d.id), success: '核对完成' },
            { kind: 'reason', action: 'reject', label: '不合格退回', danger: true, testId: 'act-reject', title: '不合格退回', reasonLabel: '退回原因', okText: '确认退回', placeholder: '捐赠人将看到该原因', call: (reason) => rejectDonation(d.id, reason), success: '已退回' },
          ]}
        >
          {d.actions.includes('list_for_sale') && <ListForSaleButton id={d.id} onDone={(goodsId) => navigate(spPages.edit({ id: goodsId, kind: 1 }))} />}
        </ActionBar>
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label="寄出时间">{dateTime(d.created_at)}</Descriptions.Item>
          <Descriptions.Item label="到货时间">{dateTime(d.arrived_at)}</Descriptions.Item>
          <Descriptions.Item label="核对时间">{dateTime(d.checked_at)}</Descriptions.Item>
          <Descriptions.Item label="核对备注">{orEmpty(d.remark)}</Descriptions.Item>
        </Descriptions>
        <LinkButton to={spPages.donations}>返回列表</LinkButton>
      </DetailSide>
    </Row>
  );
}
