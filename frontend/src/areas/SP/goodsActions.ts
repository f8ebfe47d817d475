// What each of a goods item's `actions` does (contract: the goods table and the lot's cancel),
// for the ActionBar of its review page and its sales page.
import { reviewSteps, type ActionDef } from '../../components/kit';
import { cancelAuction, deleteDraft, offShelf, onShelf, passGoods, returnGoods } from './api';
import { spPages } from './common';
import type { GoodsDetail } from './types';
import { inState } from '../../components/kit/states';

export function goodsActions(g: GoodsDetail, afterDelete: () => void): ActionDef[] {
  return [
    ...reviewSteps({ confirm: '通过后商品立即上架，公众可以购买或出价。确定通过？', pass: () => passGoods(g.id), returnTitle: '退回义卖商品', ret: (reason) => returnGoods(g.id, reason) }),
    { kind: 'link', action: 'edit', label: inState('sale_goods', g.status, '草稿') ? '编辑草稿' : '编辑', primary: inState('sale_goods', g.status, '草稿', '已退回'), testId: 'act-edit', to: spPages.edit(g) },
    { kind: 'link', action: 'submit', label: '去提交', testId: 'act-submit', to: spPages.edit(g) },
    { kind: 'call', action: 'delete', label: '删除草稿', danger: true, testId: 'act-delete', confirm: '确定删除该草稿？删除后不能恢复', okText: '删除', call: () => deleteDraft(g.id), success: '删除成功', after: afterDelete },
    { kind: 'link', action: 'change', label: '申请变更', testId: 'act-change', to: spPages.requestChange(g.id) },
    {
      kind: 'reason',
      action: 'off_shelf',
      label: '下架',
      danger: true,
      testId: 'act-off-shelf',
      title: '下架商品',
      reasonLabel: '下架原因',
      okText: '确认下架',
      placeholder: '下架后公众将不能购买该商品',
      call: (reason) => offShelf(g.id, reason),
      success: '已下架',
    },
    { kind: 'call', action: 'on_shelf', label: '重新上架', primary: true, testId: 'act-on-shelf', confirm: '确定重新上架该商品？', okText: '上架', call: () => onShelf(g.id), success: '已上架' },
    {
      kind: 'reason',
      action: 'cancel_auction',
      label: '取消竞拍',
      danger: true,
      testId: 'act-cancel-auction',
      title: '取消竞拍',
      reasonLabel: '取消原因',
      okText: '确认取消',
      placeholder: '请填写取消原因，如有人恶意出价',
      call: (reason) => cancelAuction(g.id, reason),
      success: '已取消竞拍',
    },
  ];
}
