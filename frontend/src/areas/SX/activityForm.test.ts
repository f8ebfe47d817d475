import { describe, expect, it } from 'vitest';
import { pickerFromSeconds } from '../../lib/pickerTime';
import { activityChangeProblem, changedActivityFields, currentActivityFields } from './activityChange';
import { draftProblem, firstActivityProblem, toActivityPayload, toActivityValues, type ActivityValues } from './activityForm';
import type { ActivityDetail, ActivityPayload } from './types';

const NOW = 1_800_000_000;
const DAY = 86400;

const complete: ActivityPayload = {
  kind: 1,
  title: '周末社区清洁行动',
  cate_id: 3,
  tag_ids: [1],
  cover: '/sandbox-files/cover.png',
  content: '<p>一起清理社区绿地和河道垃圾，活动提供手套和工具，请穿运动鞋。</p>',
  province: '110000',
  city: '110100',
  district: '110105',
  address: '朝阳区望京街道阜通东大街6号',
  start_time: NOW + 7 * DAY,
  end_time: NOW + 7 * DAY + 4 * 3600,
  signup_end: NOW + 6 * DAY,
  cancel_end: NOW + 5 * DAY,
  places: 30,
  need_review: 1,
  allow_person: 1,
  allow_team: 0,
  contact_name: '王老师',
  contact_phone: '13800138000',
  form_fields: [{ kind: 'text', label: '单位', required: 1, min_len: 2, max_len: 20 }],
};

const problem = (over: Partial<ActivityPayload>) => firstActivityProblem({ ...complete, ...over }, { now: NOW })?.message ?? null;

describe('the activity form', () => {
  it('round-trips a complete activity through the form values', () => {
    const values = toActivityValues(complete as ActivityPayload & Record<string, unknown>);
    expect(values.modes).toEqual(['person']);
    expect(values.places).toBe('30');
    expect(toActivityPayload(values)).toEqual(complete);
  });

  it('sends the team limits only with team sign-up, and the project only for a 公益募捐活动', () => {
    const v: ActivityValues = { ...toActivityValues(complete as ActivityPayload & Record<string, unknown>), modes: ['person', 'team'], team_min: '3', team_max: '8', project_id: 7, target_amount: '5000' };
    const p = toActivityPayload(v);
    expect([p.allow_team, p.team_min, p.team_max]).toEqual([1, 3, 8]);
    expect(p.project_id).toBeUndefined();
    expect(p.target_amount).toBeUndefined();
    const raising = toActivityPayload({ ...v, kind: 2 });
    expect([raising.project_id, raising.target_amount]).toEqual([7, '5000']);
  });

  it('reads the picked times (China wall-clock times) as seconds', () => {
    const start = pickerFromSeconds(NOW + DAY)!;
    const p = toActivityPayload({ title: 'x', time: [start, start.add(2, 'hour')], signup_end: start.subtract(1, 'hour') });
    expect([p.start_time, p.end_time, p.signup_end]).toEqual([NOW + DAY, NOW + DAY + 7200, NOW + DAY - 3600]);
  });

  it('accepts a complete activity and needs only the title for a draft', () => {
    expect(firstActivityProblem(complete, { now: NOW })).toBeNull();
    expect(draftProblem({ title: '周末' })).toBeNull();
    expect(draftProblem({ title: '' })).toBe('请填写活动名称');
  });

  it('names the first problem of a submission as the platform does', () => {
    expect(problem({ kind: undefined })).toBe('请选择活动类型');
    expect(problem({ title: '一' })).toBe('活动名称长度须为2-50个字');
    expect(problem({ cate_id: undefined })).toBe('请选择活动类别');
    expect(problem({ tag_ids: [1, 2, 3, 4, 5, 6] })).toBe('活动标签最多选择5个');
    expect(problem({ content: '<p>太短</p>' })).toBe('活动详情长度须为20-20000个字');
    expect(problem({ city: undefined })).toBe('请选择完整的活动地区');
    expect(problem({ start_time: NOW - 10 })).toBe('活动开始时间须晚于当前时间');
    expect(problem({ end_time: complete.start_time })).toBe('活动结束时间须晚于开始时间');
    expect(problem({ end_time: complete.start_time! + 31 * DAY })).toBe('活动时长不能超过30天');
    expect(problem({ signup_end: complete.start_time! + 60 })).toBe('报名截止时间不能晚于活动开始时间');
    expect(problem({ cancel_end: complete.signup_end! + 60 })).toBe('取消报名截止时间不能晚于报名截止时间');
    expect(problem({ places: 12.5 })).toBe('活动名额须为0-100000的整数');
    expect(problem({ allow_person: 0 })).toBe('请至少选择一种报名方式');
    expect(problem({ allow_team: 1, team_min: 1, team_max: 5 })).toBe('团队人数须为2-50人');
    expect(problem({ allow_team: 1, team_min: 6, team_max: 5 })).toBe('团队最少人数不能大于最多人数');
    expect(problem({ kind: 2 })).toBe('请选择关联的募捐项目');
    expect(problem({ kind: 2, project_id: 3, target_amount: '99.99' })).toBe('募款目标须在100至10000000元之间');
    expect(problem({ contact_phone: '1380013800' })).toBe('联系人手机号格式不正确');
    expect(problem({ form_fields: [{ kind: 'radio', label: '尺码', required: 1, options: ['S'] }] })).toBe('「尺码」至少需要2个选项');
  });
});

describe('a change request of a published activity', () => {
  const a = { ...complete, id: 9, places_taken: 12, status: 2 } as unknown as ActivityDetail;
  const current = currentActivityFields(a);

  it('sends only the fields that differ', () => {
    expect(changedActivityFields(current, { ...current, title: '周末社区清洁行动（第二期）', places: 30 })).toEqual({ title: '周末社区清洁行动（第二期）' });
  });

  it('needs a reason and a change, and keeps places above those taken', () => {
    expect(activityChangeProblem('', a, current, NOW)).toBe('请填写变更原因');
    expect(activityChangeProblem('场地调整需要', a, current, NOW)).toBe('请至少修改一项内容');
    expect(activityChangeProblem('名额调整需要', a, { ...current, places: 10 }, NOW)).toBe('活动名额不能少于已报名人数');
    expect(activityChangeProblem('时间调整需要', a, { ...current, end_time: current.start_time! - 60 }, NOW)).toBe('活动结束时间须晚于开始时间');
    expect(activityChangeProblem('名额调整需要', a, { ...current, places: 40 }, NOW)).toBeNull();
  });
});
