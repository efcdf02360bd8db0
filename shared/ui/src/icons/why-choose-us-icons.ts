import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { WhyChooseUsIcon } from '@agency/content/company-pages/about';
import type { IconComponent } from './icon-component';

/** The What Sets Us Apart page’s icons (`whyChooseUs.points`), by the key the content names each one with. */
export const whyChooseUsIcons: Record<WhyChooseUsIcon, IconComponent> = {
  'auto-awesome': AutoAwesomeOutlined,
  'fact-check': FactCheckOutlined,
  'request-quote': RequestQuoteOutlined,
  'support-agent': SupportAgentOutlined,
};
