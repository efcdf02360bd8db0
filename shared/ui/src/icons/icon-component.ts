import type SvgIcon from '@mui/material/SvgIcon';

/** An MUI icon component, such as `@mui/icons-material/HubOutlined`. */
export type IconComponent = typeof SvgIcon;
