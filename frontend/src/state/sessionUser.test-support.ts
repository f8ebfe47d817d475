// A logged-in user for unit tests: an authenticated organisation (role 1) unless told otherwise.
import type { SessionUser } from './types';

export function testUser(over: Partial<SessionUser> = {}): SessionUser {
  return {
    name: '北京春晖公益基金会',
    avatar: '',
    introduction: '',
    roles: [1],
    certification: 2,
    orgId: 1,
    un_read_msg: 0,
    is_sj_limit: 0,
    return_reason: '',
    agreemenet: 1,
    agreemenetdoc: '',
    ...over,
  };
}
