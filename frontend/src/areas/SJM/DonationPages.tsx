// The micro projects' donations (donateMList, donateListMProject/:id) and shares (分享捐:
// shareDonateMList, shareDonateMListDetail/:id): the kit's donation pages over /SJM's calls.
import { donationPages } from '../../components/kit/projects/DonationPages';
import { SJM_PROJECTS } from './projectArea';

export const { DonateListPage, ProjectDonateListPage, ShareDonateListPage } = donationPages(SJM_PROJECTS);
