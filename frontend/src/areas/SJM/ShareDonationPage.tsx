// 分享捐详情: the kit's share page over /SJM's calls (a chunk apart from the donation lists).
import { shareDonationPage } from '../../components/kit/projects/ShareDonationPage';
import { SJM_PROJECTS } from './projectArea';

export const ShareDonateDetailPage = shareDonationPage(SJM_PROJECTS);
