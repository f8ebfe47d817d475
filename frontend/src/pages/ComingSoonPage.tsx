// The honest placeholder for routes whose pages are not built yet: the route, menu entry and
// access rules exist; the screen says when it will.
import { Card } from 'antd';
import { Crumbs } from '../components/Crumbs';
import { IconResult } from '../components/IconResult';
import { LinkButton } from '../components/kit/LinkButton';
import { Title } from '../components/PlainTypography';
import type { PageProps } from './types';

export function ComingSoonPage({ route }: PageProps) {
  return (
    <div className="page" data-testid="coming-soon">
      <Crumbs route={route} className="page-crumbs" />
      <Card>
        <Title level={3} className="page-title">
          {route.title}
        </Title>
        <IconResult
          status="info"
          title="该模块将在后续版本开放"
          subTitle={`「${route.areaTitle} / ${route.title}」正在建设中，您可以先返回首页查看机构概况。`}
          extra={
            // One element, a link drawn as the button (not a button inside a link).
            <LinkButton to="/dashboard" type="primary">
              返回首页
            </LinkButton>
          }
        />
      </Card>
    </div>
  );
}
