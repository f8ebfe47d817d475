// 商品变更 (goodchangelist): listed goods' change requests, the kit's list over /SP's calls, in a
// chunk of its own.
import { changeListPage } from '../../components/kit/projects/ChangeListPage';
import { SP_CHANGES } from './changeArea';

export const ChangeListPage = changeListPage(SP_CHANGES, {
  listTitle: '商品变更',
  intro: '已上架、已售罄或已下架的商品如需修改名称、图片、介绍、价格、库存或竞拍设置，请在商品详情中点击「申请变更」，平台审核通过后生效；已开拍的拍品不能变更。',
});
