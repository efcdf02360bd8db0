import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { PortfolioOverviewIcon } from '@agency/content/portfolio/portfolio';
import type { IconComponent } from './icon-component';

/** The icons of the portfolio overview’s links to the industry pages (`portfolioOverview.browse`), by the key the content names each one with. */
export const portfolioOverviewIcons: Record<PortfolioOverviewIcon, IconComponent> = {
  'auto-stories': AutoStoriesOutlined,
  business: BusinessOutlined,
  code: CodeOutlined,
  'local-hospital': LocalHospitalOutlined,
  shield: ShieldOutlined,
  'shopping-cart': ShoppingCartOutlined,
};
