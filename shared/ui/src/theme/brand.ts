/**
 * Brand colours. Deep harbour blue with a warm sunset accent. A module of its own so that a
 * component can name a brand colour without pulling the whole theme into a section's bundle.
 */
export const brand = {
  blue: '#1746A2',
  blueDark: '#0F2F6E',
  blueLight: '#8FB3FF',
  orange: '#C2410C',
  orangeDark: '#9A3412',
  orangeLight: '#FF9A6B',
  ink: '#0E1A2B',
  mist: '#F7F8FB',
  night: '#0B1220',
  nightPaper: '#111A2E',
} as const;
