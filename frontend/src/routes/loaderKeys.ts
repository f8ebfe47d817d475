// Checks that every page reads only loader keys its route declares (pages declare them with the
// kit's definePage). A wrong key would otherwise show only at run time, as 数据未加载.
import type { ComponentType } from 'react';
import type { Reads } from '../pages/types';
import type { PageProps } from '../pages/types';
import type { AppRoute } from './types';

type MaybeDeclared = ComponentType<PageProps> & { reads?: Reads };

/** Problems, one sentence each; empty when every page and route agree. */
export function loaderKeyProblems(routes: readonly AppRoute[], pageOf: (route: AppRoute) => MaybeDeclared | undefined): string[] {
  const problems: string[] = [];
  const optionalSeen = new Map<MaybeDeclared, { optional: readonly string[]; declared: Set<string>; paths: string[] }>();
  for (const route of routes) {
    const page = pageOf(route);
    // No component: the shared placeholder page, which reads nothing.
    if (!page) continue;
    if (!page.reads) {
      problems.push(`${route.path}: the page does not declare the loader keys it reads (definePage / noLoaders)`);
      continue;
    }
    const keys = new Set(route.loaders.map((l) => l.key));
    for (const need of page.reads.needs) {
      if (!keys.has(need)) problems.push(`${route.path}: the page reads '${need}', which the route's loaders do not declare`);
    }
    const seen = optionalSeen.get(page) ?? { optional: page.reads.optional, declared: new Set<string>(), paths: [] };
    keys.forEach((k) => seen.declared.add(k));
    seen.paths.push(route.path);
    optionalSeen.set(page, seen);
  }
  for (const { optional, declared, paths } of optionalSeen.values()) {
    for (const key of optional) {
      if (!declared.has(key)) problems.push(`${paths.join(', ')}: the page may read '${key}', which none of its routes declares`);
    }
  }
  return problems;
}
