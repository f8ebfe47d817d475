import { AppstoreOutlined, BarChartOutlined, CalendarOutlined, GiftOutlined, HomeOutlined, MedicineBoxOutlined, ProjectOutlined, SettingOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import AppstoreOutlinedSvg from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BarChartOutlinedSvg from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import CalendarOutlinedSvg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import GiftOutlinedSvg from '@ant-design/icons-svg/es/asn/GiftOutlined';
import HomeOutlinedSvg from '@ant-design/icons-svg/es/asn/HomeOutlined';
import MedicineBoxOutlinedSvg from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import ProjectOutlinedSvg from '@ant-design/icons-svg/es/asn/ProjectOutlined';
import SettingOutlinedSvg from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShopOutlinedSvg from '@ant-design/icons-svg/es/asn/ShopOutlined';
import TeamOutlinedSvg from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
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

/** The same icons' definitions, for the sidebar's first render (staticIcon, no component). */
const DEFS: Record<IconName, IconDefinition> = {
  home: HomeOutlinedSvg,
  project: ProjectOutlinedSvg,
  team: TeamOutlinedSvg,
  help: MedicineBoxOutlinedSvg,
  gift: GiftOutlinedSvg,
  calendar: CalendarOutlinedSvg,
  shop: ShopOutlinedSvg,
  chart: BarChartOutlinedSvg,
  setting: SettingOutlinedSvg,
};

/** The definition of `menuIcon(name)`'s icon. */
export function menuIconDef(name: IconName | undefined): IconDefinition {
  return name ? DEFS[name] : AppstoreOutlinedSvg;
}
