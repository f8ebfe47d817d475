import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  GiftOutlined,
  HomeOutlined,
  MedicineBoxOutlined,
  ProjectOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { IconName } from '../routes/types';

const ICONS: Record<IconName, ReactNode> = {
  home: <HomeOutlined />,
  project: <ProjectOutlined />,
  team: <TeamOutlined />,
  help: <MedicineBoxOutlined />,
  gift: <GiftOutlined />,
  calendar: <CalendarOutlined />,
  shop: <ShopOutlined />,
  chart: <BarChartOutlined />,
  setting: <SettingOutlined />,
};

/** The menu icon for a route-table icon name. */
export function menuIcon(name: IconName | undefined): ReactNode {
  return name ? ICONS[name] : <AppstoreOutlined />;
}
