// The five selectors of spec §3/§7: initiator, project, project v2, micro project, pool.
import { useCallback } from 'react';
import { searchInitiators, searchMicroProjects, searchPools, searchProjects, searchProjectsV2, type ProjectV2Params } from './api';
import { RemoteSelect, type RemoteSelectProps } from './RemoteSelect';

type Common = Omit<RemoteSelectProps, 'search'>;

export function InitiatorSelect({ type = 1, typeValue, ...rest }: Common & { type?: number; typeValue?: number }) {
  const search = useCallback((k: string) => searchInitiators(k, type, typeValue), [type, typeValue]);
  return <RemoteSelect placeholder="请选择发起方" {...rest} search={search} />;
}

export function ProjectSelect(props: Common) {
  return <RemoteSelect placeholder="请选择项目" {...props} search={searchProjects} />;
}

export function ProjectSelectV2({ type, id, tId, isRelation, ...rest }: Common & ProjectV2Params) {
  const search = useCallback((k: string) => searchProjectsV2(k, { type, id, tId, isRelation }), [type, id, tId, isRelation]);
  return <RemoteSelect placeholder="请选择项目" {...rest} search={search} />;
}

export function MicroProjectSelect(props: Common) {
  return <RemoteSelect placeholder="请选择微项目" {...props} search={searchMicroProjects} />;
}

export function PoolSelect(props: Common) {
  return <RemoteSelect placeholder="请选择项目池" {...props} search={searchPools} />;
}
