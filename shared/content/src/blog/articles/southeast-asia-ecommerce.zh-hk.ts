/** Traditional Chinese (Hong Kong) of ./southeast-asia-ecommerce.ts. */
import type { ArticleWords } from '../blog';
import { paths } from '@agency/platform/routes';

export const article: ArticleWords = {
  slug: 'southeast-asia-ecommerce',
  title: '東南亞電子商務的增長機遇',
  excerpt: '六個市場，六套消費習慣：香港品牌如何選擇渠道、付款方式和物流，並以分階段計劃拓展東南亞電子商務。',
  tags: ['東南亞', '電子商務', '社交電商', '進軍市場', '本地化', '跨境支付'],
  imageAlt: '抽象插圖：六個互相連接的地圖標記從海港圖示向外伸延，旁邊有購物袋和付款卡，以海軍藍、藍色和橙色繪成',
  serviceLink: { label: '了解我們的數碼營銷服務', href: paths.services.service('digital-marketing') },
};
