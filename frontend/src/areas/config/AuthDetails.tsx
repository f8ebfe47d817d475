// What an authentication holds, as the organisation sees it in force (已认证信息) and a reviewer
// sees it in an expanded row of the queue (认证审核, which fetches it then): shared by AuthPages.tsx
// and AuthReviewPage.tsx, chunks apart.
import { Descriptions } from 'antd';
import { PreviewImage, PreviewImageGroup, orEmpty } from '../../components/kit';
import { useRegions } from '../../lib/regions/load';
import { regionText } from '../../lib/regions/tree';
import type { AuthForm } from './types';

const images = (list: string[] | undefined) => (list && list.length > 0 ? <PreviewImageGroup>{list.map((u, i) => <PreviewImage key={u} src={u} alt={`第 ${i + 1} 张材料`} width={80} />)}</PreviewImageGroup> : orEmpty(null));

/** Everything an authentication holds, as submitted: what the reviewer decides on. */
export function AuthDetails({ d, typeLabel }: { d: Partial<AuthForm>; typeLabel?: string }) {
  const regions = useRegions();
  const region = regions ? regionText([d.province, d.city, d.district], regions.names) : '';
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="auth-details">
      {typeLabel && <Descriptions.Item label="机构类型">{typeLabel}</Descriptions.Item>}
      <Descriptions.Item label="机构名称">{d.name}</Descriptions.Item>
      <Descriptions.Item label="统一社会信用代码">{d.credit_code}</Descriptions.Item>
      <Descriptions.Item label="登记管理机关">{orEmpty(d.registration_authority)}</Descriptions.Item>
      <Descriptions.Item label="业务主管单位">{orEmpty(d.supervisor)}</Descriptions.Item>
      <Descriptions.Item label="登记证书有效期至">{orEmpty(d.certificate_valid_to)}</Descriptions.Item>
      <Descriptions.Item label="法定代表人">{d.legal_person}</Descriptions.Item>
      <Descriptions.Item label="公募资质">{d.public_fundraising === 1 ? '有' : '无'}</Descriptions.Item>
      <Descriptions.Item label="联系人">{orEmpty(d.contact)}</Descriptions.Item>
      <Descriptions.Item label="联系电话">{orEmpty(d.phone)}</Descriptions.Item>
      <Descriptions.Item label="联系邮箱">{orEmpty(d.email)}</Descriptions.Item>
      <Descriptions.Item label="所在地区">{orEmpty(region || [d.province, d.city, d.district].filter(Boolean).join(' '))}</Descriptions.Item>
      <Descriptions.Item label="详细地址">{orEmpty(d.address)}</Descriptions.Item>
      <Descriptions.Item label="登记证书">{images(d.certificate_images)}</Descriptions.Item>
      {d.public_fundraising === 1 && <Descriptions.Item label="公开募捐资格证书">{images(d.fundraising_images)}</Descriptions.Item>}
    </Descriptions>
  );
}
