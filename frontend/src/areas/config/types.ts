export interface AccountInfo {
  account: string;
  name: string;
  role: number;
  mobile: string;
  login_count: number;
  last_login_at: number | null;
}

export interface AuthForm {
  type: number;
  name: string;
  credit_code: string;
  registration_authority: string;
  supervisor?: string;
  certificate_valid_to: string;
  certificate_images: string[];
  legal_person: string;
  public_fundraising: 0 | 1;
  fundraising_images?: string[];
  contact: string;
  phone: string;
  email: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

export interface AuthSubmission {
  id: number;
  org_id: number;
  org_name?: string;
  kind: 1 | 2;
  type: number;
  type_label: string;
  data: AuthForm;
  status: 1 | 2 | 3;
  status_label: string;
  reason: string;
  submitted_at: number;
  reviewed_at: number | null;
  /** In the review queue only: what the caller may do with it (the engine's `pass` / `return`). */
  actions?: string[];
}

export interface AuthInfo {
  certification: number;
  certification_label: string;
  is_certified: boolean;
  return_reason: string;
  type: number;
  type_label: string;
  /** What the platform knows of the organisation: the first form starts from it. */
  known?: Partial<AuthForm>;
  current: (AuthForm & Record<string, unknown>) | null;
  latest: AuthSubmission | null;
  actions: ('submit_first' | 'submit_change')[];
}

export interface PayAccount {
  id: number;
  kind: 1 | 2 | 3;
  kind_label: string;
  account_name: string;
  app_id: string;
  mch_id: string;
  partner: string;
  alipay_account: string;
  public_key: string;
  has_secret: boolean;
  created_at: number;
  updated_at: number;
}

export interface PayAccountSave {
  id?: number;
  kind: number;
  account_name: string;
  app_id?: string;
  mch_id?: string;
  partner?: string;
  alipay_account?: string;
  public_key?: string;
  secret?: string;
}

/** Organisation types of the `{type}` route parameter. */
export const ORG_TYPES: { value: number; label: string; prefix: string }[] = [
  { value: 1, label: '基金会', prefix: '53' },
  { value: 2, label: '社会团体', prefix: '51' },
  { value: 3, label: '社会服务机构', prefix: '52' },
];

/** Review states of one submission (the queue's status filter); labels as the platform gives them. */
export const AUTH_REVIEW_STATUS = [
  { value: 1, label: '审核中' },
  { value: 2, label: '已通过' },
  { value: 3, label: '已退回' },
];

/** The micro-organisation authentication form (`/api/organization/SJM/auth_submit`, role 4). */
export interface MicroAuthPayload {
  group_name: string;
  leader_name: string;
  leader_id_card: string;
  leader_phone: string;
  province: string;
  city: string;
  district?: string;
  sponsor_name: string;
  sponsor_credit_code: string;
  proof_images: string[];
}

/** One submission of a micro organisation's authentication (1 待审核, 2 已通过, 3 已退回). */
export interface MicroAuthSubmission extends MicroAuthPayload {
  id: number;
  org_id: number;
  org_name: string;
  status: 1 | 2 | 3;
  status_label: string;
  reason: string | null;
  submitted_at: number;
  reviewed_at: number | null;
  reviewer_name: string | null;
}

/** `SJM/auth_info`: the caller's organisation (`kind` 1 机构, 2 微机构) and its micro authentication (0 未提交, 1 待审核, 2 已通过, 3 已退回). */
export interface MicroAuthInfo {
  kind: 1 | 2;
  auth_status: 0 | 1 | 2 | 3;
  auth_status_label: string;
  return_reason: string | null;
  latest: MicroAuthSubmission | null;
  actions: string[];
  /** Whether the organisation may submit micro projects (the submit rule's own answer). */
  may_submit: boolean;
  /** The message a submission is refused with; null when it may submit. */
  submit_refusal: string | null;
}

/** 首次认证（基金会） / 变更认证（…）: what a submission is. */
export const kindText = (s: AuthSubmission) => `${s.kind === 1 ? '首次认证' : '变更认证'}（${s.type_label}）`;
