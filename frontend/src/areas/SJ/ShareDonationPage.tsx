// 分享捐详情: the kit's share page over /SJ's calls (a chunk apart from the donation lists).
import { shareDonationPage } from '../../components/kit/projects/ShareDonationPage';
import { SJ_PROJECTS } from './projectArea';

export const ShareDonateDetailPage = shareDonationPage(SJ_PROJECTS);
