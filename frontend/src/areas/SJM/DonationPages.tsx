// The micro projects' donations (donateMList, donateListMProject/:id) and shares (分享捐:
// shareDonateMList): the kit's donation lists over /SJM's calls (a share's page,
// shareDonateMListDetail/:id, is ShareDonationPage.tsx).
import { donationPages } from '../../components/kit/projects/DonationPages';
import { SJM_PROJECTS } from './projectArea';

export const { DonateListPage, ProjectDonateListPage, ShareDonateListPage } = donationPages(SJM_PROJECTS);
